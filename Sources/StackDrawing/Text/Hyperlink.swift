/// Making and escaping the URIs of OSC 8 hyperlinks (``Surface/write(_:at:style:link:)``,
/// decision 0636).
///
/// ```swift
/// Hyperlink.fileURI(path: "/tmp/a b.txt")   // "file:///tmp/a%20b.txt"
/// ```
public enum Hyperlink {
  /// A `file://` URI for `path` on `host` (empty: this machine, `file:///...`): every byte
  /// of the path except letters, digits, `-._~` and `/` is percent-encoded, so a hostile file
  /// name (controls, escapes, spaces, `;`) becomes an escaped URI. A relative path is taken
  /// from `/`; `host` is escaped the same way (without `/`).
  public static func fileURI(path: String, host: String = "") -> String {
    fileURI(pathBytes: Array(path.utf8), host: host)
  }

  /// A `file://` URI for a path given as its bytes, as the file system keeps it: a name that
  /// is not UTF-8 keeps its bytes, percent-encoded, so the link opens that very file.
  ///
  /// ```swift
  /// Hyperlink.fileURI(pathBytes: Array("/tmp/".utf8) + [0xFF])   // "file:///tmp/%FF"
  /// ```
  public static func fileURI(pathBytes path: [UInt8], host: String = "") -> String {
    var bytes = Array("file://".utf8)
    appendEscaped(host.utf8, keepingSlash: false, to: &bytes)
    if path.first != UInt8(ascii: "/") { bytes.append(UInt8(ascii: "/")) }
    appendEscaped(path, keepingSlash: true, to: &bytes)
    return String(decoding: bytes, as: UTF8.self)
  }

  /// The bytes of `uri` as a terminal may receive them inside an OSC 8 sequence: every byte
  /// outside printable ASCII (`!` to `~`) percent-encoded — no control character, escape,
  /// space or non-ASCII byte reaches the terminal; what is already printable is kept.
  package static func terminalBytes(of uri: String) -> [UInt8] {
    var bytes: [UInt8] = []
    bytes.reserveCapacity(uri.utf8.count)
    for byte in uri.utf8 {
      if byte > 0x20 && byte < 0x7F {
        bytes.append(byte)
      } else {
        appendPercentEncoded(byte, to: &bytes)
      }
    }
    return bytes
  }

  /// Appends `source`, percent-encoding every byte but the unreserved ones (and `/` when
  /// `keepingSlash`).
  private static func appendEscaped(
    _ source: some Sequence<UInt8>, keepingSlash: Bool, to bytes: inout [UInt8]
  ) {
    for byte in source {
      switch byte {
      case UInt8(ascii: "a")...UInt8(ascii: "z"), UInt8(ascii: "A")...UInt8(ascii: "Z"),
        UInt8(ascii: "0")...UInt8(ascii: "9"), UInt8(ascii: "-"), UInt8(ascii: "."),
        UInt8(ascii: "_"), UInt8(ascii: "~"):
        bytes.append(byte)
      case UInt8(ascii: "/") where keepingSlash:
        bytes.append(byte)
      default:
        appendPercentEncoded(byte, to: &bytes)
      }
    }
  }

  /// Appends `%XX` for `byte`.
  private static func appendPercentEncoded(_ byte: UInt8, to bytes: inout [UInt8]) {
    let digits = Array("0123456789ABCDEF".utf8)
    bytes += [UInt8(ascii: "%"), digits[Int(byte >> 4)], digits[Int(byte & 0xF)]]
  }
}
