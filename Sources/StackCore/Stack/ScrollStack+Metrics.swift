/// Lengths of the layout: the viewport along and across the axis, the content, the largest
/// offset, and the separator in force for a row.
extension ScrollStack {
  /// The viewport's length along the axis.
  public var viewportLength: Int { viewport.length(along: axis) }

  /// Cells across the axis available to rows (the viewport less the scroll indicator).
  public var crossLength: Int {
    max(0, viewport.length(along: axis.cross) - (showsScrollIndicator ? 1 : 0))
  }

  /// The separator in force for `row`.
  public func separator(of row: Row) -> Separator { row.separatorOverride ?? defaultSeparator }

  /// Length of the content along the axis: every extent, less the trailing separator (when
  /// auto-hidden) and spacing of the last shown row.
  public var contentLength: Int {
    guard let last = storage.lastShownIndex() else { return 0 }
    let hidden = autoHidesLastSeparator ? separatorLength(ofLastShownRowAt: last) : 0
    return storage.totalExtent - spacing - hidden
  }

  /// The separator length of the last shown row (at `index`), remembered until the slots
  /// change: the row there, its separator and the default separator change only with them (a
  /// lazy row released without a slot change has no separator of its own, like no row).
  private func separatorLength(ofLastShownRowAt index: Int) -> Int {
    if let known = lastShownSeparator, known.version == storage.version { return known.length }
    let length =
      storage.slot(at: index).row.map { separator(of: $0).length }
      ?? defaultSeparator.length
    lastShownSeparator = (storage.version, length)
    return length
  }

  /// The largest valid offset.
  public var maxOffset: Int { max(0, contentLength - viewportLength) }
}
