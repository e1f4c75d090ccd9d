extension Canvas {
  /// The most bytes a link keeps; a longer one is drawn as plain text (terminals drop or cut
  /// such links anyway: VTE and kitty take about 2,000 bytes).
  package static let maximumLinkBytes = 2048

  /// Makes the cells of line `y`, columns `columns` (clipped to the canvas), point to `uri`;
  /// an empty or too long `uri`, or one more link than a cell can count, leaves them as
  /// they are. The URI is kept as given: the terminal back end escapes it when it sends it.
  package mutating func link(_ uri: String, line y: Int, columns: Range<Int>) {
    guard y >= 0, y < size.height, !uri.isEmpty, uri.utf8.count <= Self.maximumLinkBytes else {
      return
    }
    let start = max(0, columns.lowerBound)
    let end = min(size.width, columns.upperBound)
    guard start < end, let id = linkID(for: uri) else { return }
    let base = y * size.width
    for index in base + start..<base + end { storage[index].glyph.linkID = id }
  }

  /// The ID of `uri` in ``links``, added when new; nil when no ID is left.
  private mutating func linkID(for uri: String) -> UInt32? {
    // By bytes: canonically equivalent URIs (`é` precomposed and decomposed) are equal
    // Strings but different addresses (different file names).
    if let index = links.lastIndex(where: { $0.utf8.elementsEqual(uri.utf8) }) {
      return UInt32(index + 1)
    }
    guard links.count < Int(Glyph.maximumLinkID) else { return nil }
    links.append(uri)
    return UInt32(links.count)
  }

  /// The link of the cell at `point`, or nil (also outside the canvas).
  package func link(at point: Point) -> String? {
    guard bounds.contains(point) else { return nil }
    let id = Int(storage[point.y * size.width + point.x].glyph.linkID)
    return id > 0 && id <= links.count ? links[id - 1] : nil
  }
}

extension Canvas {
  /// True when a cell of line `y` (inside the canvas) is part of a link.
  package func hasLink(onLine y: Int) -> Bool {
    guard !links.isEmpty else { return false }
    return withCells(ofLine: y) { cells in cells.contains { $0.glyph.linkID != 0 } }
  }
}
