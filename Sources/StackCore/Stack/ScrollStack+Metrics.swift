import StackDrawing

/// Lengths of the layout: the viewport along and across the axis, the content, the largest
/// offset, and the separator in force for a row.
extension ScrollStack {
  /// The viewport's length along the axis.
  public var viewportLength: Int { layout.viewportLength(in: viewport) }

  /// Cells across the axis available to rows (the viewport less the scroll indicator).
  public var crossLength: Int { layout.crossLength(in: viewport) }

  /// The separator in force for `row`.
  public func separator(of row: Row) -> Separator { layout.separator(of: row) }

  /// Length of the content along the axis: every extent, less the trailing separator (when
  /// auto-hidden) and spacing of the last shown row.
  public var contentLength: Int { layout.contentLength(of: storage) }

  /// The largest valid offset.
  public var maxOffset: Int { layout.maxOffset(of: storage, in: viewport) }
}
