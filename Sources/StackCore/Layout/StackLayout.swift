import StackDrawing

/// The layout part of a ``ScrollStack``: the settings that shape the layout, the offset, and
/// what the last passes measured and settled. It owns that state; everything else it needs
/// (the rows' storage, the viewport, how to measure a row the stack must make first) the
/// stack passes in, so the part reads no other part's state.
///
/// Internal API, called by the stack: ``viewportLength(in:)``, ``crossLength(in:)``,
/// ``contentLength(of:)``, ``maxOffset(of:in:)``, ``measure(_:in:)``,
/// ``targetOffset(forRowAt:row:alignment:storage:viewport:)``, the anchoring rule
/// (``currentAnchor(in:)``, ``restore(_:in:)``) and ``settle(target:storage:viewport:measure:)``.
final class StackLayout {
  // MARK: Settings
  /// The direction rows run in.
  var axis: Axis
  /// The separator of rows without their own.
  var defaultSeparator: Separator = .hidden
  /// Empty cells between consecutive shown rows.
  var spacing = 0
  /// Hides the separator of the last shown row.
  var autoHidesLastSeparator = true
  /// Rows are laid out one cell narrower, for the indicator.
  var showsScrollIndicator = false

  // MARK: State
  /// Offset along the axis of the first visible cell.
  var offset = 0
  /// Every row around the viewport was measured at this layout (see ``settle(target:storage:viewport:measure:)``).
  var measuredAt: LayoutKey?
  /// The last shown row's separator length at a ``RowStorage/version`` (see
  /// ``contentLength(of:)``).
  var lastShownSeparator: (version: Int, length: Int)?
  /// The last layout settled, and for which target.
  var settled: SettledLayout?
  /// Layout passes run: settles that were not skipped as already settled. The work an update
  /// costs, in the unit the layout works in (like ``RowStorage/version`` for the slots).
  var passCount = 0

  init(axis: Axis) { self.axis = axis }

  // MARK: Lengths

  /// The viewport's length along the axis.
  func viewportLength(in viewport: Size) -> Int { viewport.length(along: axis) }

  /// Cells across the axis available to rows (the viewport less the scroll indicator).
  func crossLength(in viewport: Size) -> Int {
    max(0, viewport.length(along: axis.cross) - (showsScrollIndicator ? 1 : 0))
  }

  /// The separator in force for `row`.
  func separator(of row: Row) -> Separator { row.separatorOverride ?? defaultSeparator }

  /// Cells after a row's frame: its separator and the spacing.
  func trailingExtent(of row: Row) -> Int { separator(of: row).length + spacing }

  /// Length of the content along the axis: every extent, less the trailing separator (when
  /// auto-hidden) and spacing of the last shown row.
  func contentLength(of storage: RowStorage) -> Int {
    guard let last = storage.lastShownIndex() else { return 0 }
    let hidden = autoHidesLastSeparator ? separatorLength(ofLastShownRowAt: last, in: storage) : 0
    return storage.totalExtent - spacing - hidden
  }

  /// The separator length of the last shown row (at `index`), remembered until the slots
  /// change: the row there, its separator and the default separator change only with them (a
  /// lazy row released without a slot change has no separator of its own, like no row).
  private func separatorLength(ofLastShownRowAt index: Int, in storage: RowStorage) -> Int {
    if let known = lastShownSeparator, known.version == storage.version { return known.length }
    let length =
      storage.slot(at: index).row.map { separator(of: $0).length }
      ?? defaultSeparator.length
    lastShownSeparator = (storage.version, length)
    return length
  }

  /// The largest valid offset.
  func maxOffset(of storage: RowStorage, in viewport: Size) -> Int {
    max(0, contentLength(of: storage) - viewportLength(in: viewport))
  }

  /// The inputs of a layout pass right now.
  func key(storage: RowStorage, viewport: Size) -> LayoutKey {
    LayoutKey(offset: offset, length: viewportLength(in: viewport), version: storage.version)
  }

  // MARK: Measuring

  /// Measures `row`: updates its frame length and returns its extent.
  ///
  /// Every length is capped (``maximumCellLength``): a content measuring `Int.max`, a
  /// `.fixed(Int.max)` sizing or huge insets give a very long row, never an overflow.
  func measure(_ row: Row, in viewport: Size) -> Int32 {
    let cross = max(0, crossLength(in: viewport) - row.insets.total(along: axis.cross))
    let content = row.effectiveSizing(along: axis).resolve {
      row.content.measure(along: axis, crossLength: cross)
    }
    row.frameLength = clampedLength(row.insets.total(along: axis).saturatingAdd(content))
    return row.isHidden ? 0 : Int32(clamping: row.frameLength + trailingExtent(of: row))
  }

  /// The extent assumed for a lazy row of `section` that is not measured.
  func estimatedExtent(for section: LazySection) -> Int32 {
    Int32(
      clamping: clampedLength(
        section.insets.total(along: axis).saturatingAdd(section.estimatedLength))
        + defaultSeparator.length + spacing)
  }

  /// The offsets at which a row starting at `rowStart` with a frame of `frame` cells shows
  /// (entirely when it fits, at least a cell otherwise). Nil when the row takes no room or the
  /// viewport has none.
  func offsetsShowing(rowStart start: Int, frame: Int, in viewport: Size) -> ClosedRange<Int>? {
    let length = viewportLength(in: viewport)
    guard frame > 0, length > 0 else { return nil }
    if frame <= length { return (start + frame - length)...start }
    return (start - length + 1)...(start + frame - 1)
  }

  /// Trailing cells of the row at `index` in `storage`, made or not.
  func trailingExtent(ofRowAt index: Int, in storage: RowStorage) -> Int {
    if let row = storage.slot(at: index).row { return trailingExtent(of: row) }
    return defaultSeparator.length + spacing
  }
}
