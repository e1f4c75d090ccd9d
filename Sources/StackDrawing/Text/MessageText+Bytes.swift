extension MessageText {
  /// Bytes from outside — a file, a process's command line, a pipe — as text that is safe to
  /// show: decoded as UTF-8, each byte that is not part of valid UTF-8 written as `\xNN`, and
  /// every scalar `escaped(_:limit:)` escapes written as `\u{HEX}`; cut after about `limit`
  /// bytes (at a character's end) with `…` and how many bytes were left out.
  ///
  /// ```swift
  /// MessageText.escaped(bytes: [0x6C, 0x73, 0xFF, 0x1B])   // "ls\\xFF\\u{1B}"
  /// ```
  public static func escaped(bytes: some Collection<UInt8>, limit: Int = standardLimit) -> String {
    var result = ""
    var iterator = bytes.makeIterator()
    var parser = Unicode.UTF8.ForwardParser()
    var offset = bytes.startIndex
    var used = 0
    while used < max(0, limit) {
      switch parser.parseScalar(from: &iterator) {
      case .valid(let encoded):
        append(Unicode.UTF8.decode(encoded), to: &result)
        used += encoded.count
        offset = bytes.index(offset, offsetBy: encoded.count)
      case .error(let length):
        for byte in bytes[offset...].prefix(length) {
          result += "\\x" + (byte < 16 ? "0" : "") + String(byte, radix: 16, uppercase: true)
        }
        used += length
        offset = bytes.index(offset, offsetBy: length)
      case .emptyInput: return result
      }
    }
    let left = bytes[offset...].count
    return left == 0 ? result : result + "… (\(left) more bytes)"
  }
}
