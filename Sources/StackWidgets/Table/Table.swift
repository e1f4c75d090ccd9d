import StackUI

/// Rows of identified models in columns: a header that stays on screen, sorting by any
/// column (stable, ▲/▼ shown), a selected row and an optional selected cell, cells that are
/// text or draw themselves, and a body that is a `ScrollStack` of lazy rows — a million rows
/// open and scroll as a list of a million lines does.
///
/// ```swift
/// struct Process: Identifiable { let id: Int32; var name: String; var cpu: Double }
/// let table = Table<Process>(columns: [
///   TableColumn("PID", width: .fixed(7), alignment: .trailing, text: { "\($0.id)" },
///     sortKey: \.id),
///   TableColumn("Name", width: .fill(), text: \.name),
///   TableColumn("CPU%", width: .fixed(6), alignment: .trailing,
///     text: { String(format: "%.1f", $0.cpu) }, sortKey: \.cpu),
/// ])
/// table.setRows(processes)                 // again each second: the selection stays on its id
/// table.setSort(TableSort(column: 2, ascending: false))
/// ```
///
/// - Columns share the width by `Layout`'s rules (``TableColumn/width``); a column keeps one
///   blank column on its right; text too wide for its cell is cut with `…`, wide characters
///   never split. A column of width 0 is simply not shown.
/// - ``setRows(_:)`` replaces the models (sorted again by ``sort``) and keeps the selected
///   row by its id on the same screen line; when that id is gone, the row now at the same
///   position is selected, on the same line (the last row when fewer rows are left).
/// - Keys (while focused): ``keys`` move the selection (↑ ↓, Page Up/Down, Home/End); `s`
///   sorts by the next column, `S` reverses the order; ← → move the selected cell when
///   ``selectsCells``; Enter runs ``onActivate``. Mouse: a click on a title sorts by that
///   column (again: reversed), a click on a row selects it (and its cell), the wheel scrolls.
/// - Drawing: roles only — `StyleRole.header` for the header, the stack's selection roles
///   for the selected row (`StyleRole.unfocusedSelection` without the focus),
///   `StyleRole.focus` underlined for the selected cell, ``textRole`` for cells.
public final class Table<Model: Identifiable>: Widget {
  /// The columns, left to right. Setting them keeps the sort when its column still exists;
  /// a pending sort starts again by the new columns (dropped when its column is gone).
  public var columns: [TableColumn<Model>] {
    didSet {
      cachedWidths = nil
      cachedSpans = nil
      columnsGeneration += 1
      hasDrawnColumns = Self.hasDrawnColumn(in: columns)
      if let sort, !columns.indices.contains(sort.column) { setSort(nil) }
      // A pending sort was by the old columns' keys: it starts again on these (or is dropped).
      if let pending = pendingSort {
        cancelSort()
        startSort(pending)
      }
      if let column = selectedColumn, !columns.indices.contains(column) {
        selectedColumn = columns.isEmpty ? nil : columns.count - 1
      }
    }
  }
  /// The models, in the order they were given (``rowOrder`` gives the order shown).
  public internal(set) var models: [Model] = []
  /// The sort in force; nil shows the models in their own order.
  public internal(set) var sort: TableSort?
  /// The body: one lazy row per model. The rows are made when the body is first asked for —
  /// by its first size when the table is drawn before anything else reads it, so a table of a
  /// million rows makes them once, for the screen it opens on.
  public var stack: ScrollStack {
    makePendingRows()
    return rowStack
  }
  /// The keys that move the selection.
  public var keys = KeyMap<StackAction>.standard
  /// True to select a cell in the selected row, moved with ← →.
  public var selectsCells = false {
    didSet { selectedColumn = selectsCells && !columns.isEmpty ? (selectedColumn ?? 0) : nil }
  }
  /// The selected cell's column while ``selectsCells``.
  public internal(set) var selectedColumn: Int?
  /// The role cells are drawn in.
  public var textRole = StyleRole.text
  /// Runs on Enter with the selected model; its answer is the event's.
  public var onActivate: ((Model) -> AppResponse)?
  /// Tables with this many rows or more sort a slice at a time when asked by a key or a
  /// click (``requestSort(_:)``); smaller ones sort at once.
  public var slicedSortThreshold = 50_000
  /// The work one frame does on a pending sort (``advanceSort()``), in units of about one
  /// comparison: the default is a few milliseconds of a release build.
  public var sortSliceWork = 250_000
  /// The title of the table's key help.
  public var title = "Table"
  /// Model indexes in the order shown; nil while that is the models' own order.
  var order: [Int]?
  /// The sort being worked out a slice at a time and its work.
  var sortInProgress: (sort: TableSort, steps: TableSortSteps)?
  /// The column widths computed for a width, kept until the width or the columns change.
  private var cachedWidths: (total: Int, widths: [Int])?
  /// The cells' spans for a width (``cellSpans(for:)``), kept as the widths are.
  var cachedSpans: (total: Int, spans: [CellSpan])?
  /// Counts changes of ``columns``: a row's kept cells are for one generation.
  var columnsGeneration = 0
  /// The style of ``textRole`` for the frame being drawn (looked up once a frame).
  var rowTextStyle: CellStyle?
  /// The header as last placed.
  var cachedHeader: PlacedLine?
  /// True when a column draws its cells itself.
  var hasDrawnColumns = false
  /// True once the body was given a size (``fitStack(to:)``): later sizes, zero or not, keep
  /// the rows.
  var hasSizedStack = false
  /// The body's stack (``stack`` makes pending rows first).
  let rowStack = ScrollStack(viewport: .zero)
  /// What the rows draw through (see ``TableRowSource``).
  let rowSource = TableRowSource<Model>()
  /// True while the models' rows were never made: no one asked for the body yet
  /// (``makePendingRows()``).
  var rowsArePending = true

  /// A table of `columns` showing `rows`.
  public init(columns: [TableColumn<Model>], rows: [Model] = []) {
    self.columns = columns
    hasDrawnColumns = Self.hasDrawnColumn(in: columns)
    rowSource.attach(self)
    setRows(rows)
  }

  deinit { rowSource.detach() }

  /// The number of rows.
  public var rowCount: Int { models.count }

  /// The model shown in row `row` (display order), or nil outside the rows.
  public func model(atRow row: Int) -> Model? {
    guard row >= 0, row < models.count else { return nil }
    return models[modelIndex(ofRow: row)]
  }

  /// The model indexes in the order shown.
  public var rowOrder: [Int] { order ?? Array(models.indices) }

  /// The selected row's model.
  public var selectedModel: Model? { stack.selectedIndex.flatMap(model(atRow:)) }

  /// The row (display order) showing the model with `id`, or nil.
  public func row(of id: Model.ID) -> Int? {
    guard let index = models.firstIndex(where: { $0.id == id }) else { return nil }
    guard let order else { return index }
    return order.firstIndex(of: index)
  }

  /// Selects the row of the model with `id` and brings it into view; false when no row has it.
  @discardableResult
  public func select(id: Model.ID) -> Bool {
    guard let row = row(of: id) else { return false }
    try? stack.select(rowAt: row)
    try? stack.scrollToRow(at: row)
    return true
  }

  /// The width of each column in a table `width` columns wide (`Layout` rules).
  public func columnWidths(for width: Int) -> [Int] {
    if let cachedWidths, cachedWidths.total == width { return cachedWidths.widths }
    // Read in a loop, not `columns.map(\.width)`: a key path of the generic column type is
    // made at run time (its pattern demangled), and a generic `map` goes through metadata —
    // together more of a new table's first screen than its rows.
    var constraints: [LayoutConstraint] = []
    constraints.reserveCapacity(columns.count)
    columns.withUnsafeBufferPointer { columns in
      for index in 0..<columns.count { constraints.append(columns[index].width) }
    }
    let widths = Layout.columns(constraints).lengths(of: width)
    cachedWidths = (width, widths)
    return widths
  }

  /// True when a column of `columns` draws its cells itself. Read in place: iterating the
  /// generic array copies each column (its title and closures retained).
  static func hasDrawnColumn(in columns: [TableColumn<Model>]) -> Bool {
    columns.withUnsafeBufferPointer { columns in
      var index = 0
      while index < columns.count {
        if columns[index].draw != nil { return true }
        index += 1
      }
      return false
    }
  }

  func modelIndex(ofRow row: Int) -> Int { order.map { $0[row] } ?? row }
}
