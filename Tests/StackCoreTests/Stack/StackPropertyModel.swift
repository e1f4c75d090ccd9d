@testable import StackCore

// MARK: - Model

/// A lazy section as the test made it.
struct SectionModel {
  let estimatedLength: Int
  let insets: EdgeInsets
  let seed: Int

  /// Adversarial: no row of the section is selectable (the selection skips them all).
  var isUnselectable: Bool { seed % 3 == 0 }

  /// What row `index` of the section shows (re-entrant in one section in four, now and then
  /// huge).
  func content(_ index: Int) -> PropContent {
    var m = Mixer(seed &+ index &* 7_919)
    return PropContent(
      label: "s\(seed % 100)-\(index)", base: m.int(0...4), horizontal: m.int(0...5),
      selectable: m.chance(85) && !isUnselectable, huge: m.chance(2), reentrant: seed % 4 == 0)
  }
}

/// The test's own record of a row.
struct ModelRow {
  enum Source {
    case eager(PropContent)
    case lazy(section: Int, index: Int)
  }
  var source: Source
  var insets: EdgeInsets
  var isHidden: Bool
  var separator: Separator?
  var sizing: RowSizing?
  var bounds: SizeBounds
  var collapsibility: Collapsibility?

  var eagerContent: PropContent? {
    if case .eager(let content) = source { return content }
    return nil
  }
}

/// Where the test expects a row.
struct ExpectedRow {
  var start: Int
  var frame: Int
  var extent: Int
  var state: RowVisibility
}

// MARK: - Expected layout

extension StackHarness {
  var axis: Axis { stack.axis }

  func params(_ row: ModelRow) -> PropContent {
    switch row.source {
    case .eager(let content): content
    case .lazy(let section, let index): sections[section].content(index)
    }
  }

  /// The content length the test expects for `row` (an unmeasured lazy row counts as its
  /// section's estimate, at least 1).
  func contentLength(_ row: ModelRow, measured: Bool) -> Int {
    if !measured, case .lazy(let section, _) = row.source {
      return max(1, sections[section].estimatedLength)
    }
    let content = params(row)
    let cross = max(0, stack.crossLength - row.insets.total(along: axis.cross))
    var sizing: RowSizing
    // The row's bounds narrow the sizing's own: the length is clamped by the sizing's bounds,
    // then by the row's (collapsed rows take no row bounds).
    var rowBounds = SizeBounds()
    if let collapsibility = row.collapsibility, !collapsibility.isExpanded {
      sizing = collapsibility.collapsed
    } else {
      sizing = row.sizing ?? content.sizing(along: axis)
      if let expanded = row.collapsibility?.expanded { sizing = expanded }
      rowBounds = row.bounds
    }
    var length: Int
    switch sizing.base {
    case .fixed(let value): length = value
    case .fit: length = content.natural(along: axis, cross: cross)
    }
    if let minimum = sizing.minimum { length = max(length, minimum) }
    if let maximum = sizing.maximum { length = min(length, maximum) }
    if let minimum = rowBounds.minimum { length = max(length, minimum) }
    if let maximum = rowBounds.maximum { length = min(length, maximum) }
    return max(0, length)
  }

  /// Every row's start, frame, extent and state computed by the test, and the content length.
  func expectedLayout() -> (rows: [ExpectedRow], contentLength: Int) {
    var result: [ExpectedRow] = []
    result.reserveCapacity(rows.count)
    var position = 0
    var lastShown: Int?
    let offset = stack.offset
    let viewportLength = stack.viewportLength
    for (index, row) in rows.enumerated() {
      guard !row.isHidden else {
        result.append(ExpectedRow(start: position, frame: 0, extent: 0, state: .hidden))
        continue
      }
      let measured = index < stack.count ? stack.storage.slot(at: index).isMeasured : true
      // Lengths are capped (a huge content, ``maximumCellLength``).
      let (sum, overflow) = row.insets.total(along: axis).addingReportingOverflow(
        contentLength(row, measured: measured))
      let frame = overflow ? maximumCellLength : min(maximumCellLength, sum)
      let extent = frame + (row.separator ?? defaultSeparator).length + spacing
      let visible = min(position + frame, offset + viewportLength) - max(position, offset)
      let state: RowVisibility =
        visible <= 0
        ? .offscreen
        : visible >= frame
          ? .entire : .partial(visibleCells: visible, fraction: Double(visible) / Double(frame))
      result.append(ExpectedRow(start: position, frame: frame, extent: extent, state: state))
      lastShown = index
      position += extent
    }
    guard let lastShown else { return (result, 0) }
    let trailing =
      spacing
      + (autoHidesLastSeparator ? (rows[lastShown].separator ?? defaultSeparator).length : 0)
    return (result, position - trailing)
  }
}
