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
    let slot = storage.slot(at: last)
    let separatorLength = slot.row.map { separator(of: $0).length } ?? defaultSeparator.length
    return storage.totalExtent - spacing - (autoHidesLastSeparator ? separatorLength : 0)
  }

  /// The largest valid offset.
  public var maxOffset: Int { max(0, contentLength - viewportLength) }
}
