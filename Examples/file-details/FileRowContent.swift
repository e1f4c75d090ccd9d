import StackCore

/// A loaded file's row: its name, then its kind and size, truncated to the row like a
/// `TextRowContent` with `wraps: false`. The name is a link to the file (`file://`, OSC 8)
/// where the terminal takes links: a click (Ctrl-click in some terminals) opens it.
final class FileRowContent: RowContent {
  let name: String
  let details: String
  let link: String

  /// `name` is what the row shows (escaped), `path` the file's path as bytes.
  init(name: String, details: String, path: [UInt8]) {
    self.name = name
    self.details = details
    self.link = Hyperlink.fileURI(pathBytes: path)
  }

  func render(in surface: inout Surface, context: RowRenderContext) {
    let line = TextLayout.truncate("\(name)  \(details)", width: surface.size.width)
    let head = String(line.prefix(name.count))
    let x = surface.write(head, at: .zero, link: link)
    surface.write(line.dropFirst(name.count), at: Point(x: x, y: 0))
  }

  /// `folder` (bytes) as an absolute path ending in `/` (a link needs one); `folder` itself
  /// when it cannot be resolved.
  static func absolute(_ folder: [UInt8]) -> [UInt8] {
    var path = folder
    if let resolved = realpath(FileFacts.cPath(folder), nil) {
      defer { free(resolved) }
      path = Array(UnsafeRawBufferPointer(start: resolved, count: strlen(resolved)))
    }
    return path.last == 0x2F ? path : path + [0x2F]
  }
}
