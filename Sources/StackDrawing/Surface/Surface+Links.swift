extension Surface {
  /// Writes `text` like ``write(_:at:style:)`` and makes it a link to `link` (an OSC 8
  /// hyperlink) where the terminal takes links (``RenderContext/supportsLinks``); elsewhere,
  /// or when `link` is nil or empty, the text alone is drawn. The URI reaches the terminal
  /// escaped: every byte outside printable ASCII (controls, spaces, non-ASCII) is
  /// percent-encoded, and one longer than 2,048 bytes is dropped (decision 0636).
  ///
  /// ```swift
  /// surface.write("README.md", at: .zero, role: .link,
  ///               link: Hyperlink.fileURI(path: "/home/me/README.md"))
  /// ```
  @discardableResult
  public mutating func write(
    _ text: some StringProtocol, at point: Point, style: CellStyle? = nil, link: String?
  ) -> Int {
    let columns = write(text, at: point, style: style)
    guard context.supportsLinks, let link, !link.isEmpty, columns > 0 else { return columns }
    let start = canvasPoint(point)
    let visible = clip.intersection(canvas.bounds)
    guard start.y >= visible.minY, start.y < visible.maxY else { return columns }
    let end = start.x.saturatingAdd(columns)
    canvas.link(
      link, line: start.y,
      columns: max(start.x, visible.minX)..<max(max(start.x, visible.minX), min(end, visible.maxX)))
    return columns
  }

  /// Writes `text` in the style of `role` as a link to `link` (see
  /// ``write(_:at:style:link:)``).
  @discardableResult
  public mutating func write(
    _ text: some StringProtocol, at point: Point, role: StyleRole, link: String?
  ) -> Int {
    write(text, at: point, style: context.style(role), link: link)
  }
}
