import StackTerminal
import StackWidgets

/// `top` in a table: the processes of /proc refreshed every second (the selection and the
/// view kept by pid), sorted by any column, filtered with `/`; Enter shows details, `k`
/// terminates after a confirm, Tab goes to the selected process's children as a tree; the
/// machine's CPU as a sparkline in the header.
@MainActor
final class ProcTopApp: TerminalApp {
  let reader = ProcessReader()
  var cpu = CPUSampler()
  let history = Sparkline(minimum: 0, maximum: 1)
  let table = Table<ProcessRow>(columns: ProcTopApp.columns)
  let tree = StackWidget(title: "Children")
  let filter = InputLine(prompt: "/", placeholder: "filter: pid, user or command")
  lazy var screens = Screens(root: panes)
  lazy var panes = FocusGroup([table, tree]) { screen in
    let body = Rect(x: 0, y: 1, width: screen.size.width, height: max(0, screen.size.height - 2))
    return Layout.columns([.fill(), .fraction(1, of: 3)]).split(body)
  }
  var processes: [ProcessRow] = []
  var children: [Int32: [ProcessRow]] = [:]
  var isFiltering = false
  var message = ""
  var treeRoot: Int32?
  var size = Size.zero

  static let columns: [TableColumn<ProcessRow>] = [
    TableColumn("PID", width: .fixed(8), alignment: .trailing, text: { "\($0.id)" }, sortKey: \.id),
    TableColumn("USER", width: .fixed(9), text: \.user),
    TableColumn(
      "CPU%", width: .fixed(6), alignment: .trailing, text: { tenths($0.cpu) }, sortKey: \.cpu),
    TableColumn(
      "MEM", width: .fixed(7), alignment: .trailing, text: { bytes($0.memory) }, sortKey: \.memory),
    TableColumn("S", width: .fixed(2), text: \.state),
    TableColumn("COMMAND", width: .fill(), text: \.command),
  ]

  init() {
    table.title = "Processes"
    table.setSort(TableSort(column: 2, ascending: false))
    table.onActivate = { [unowned self] row in
      let detail = StackWidget(ScrollStack(), panel: nil)
      _ = try? detail.stack.addRows(ProcessReader.details(of: row.id).map { TextRowContent($0) })
      screens.push(
        detail, returning: Void.self, placement: .centered(width: 76, height: 16),
        panel: Screens.dialogPanel(title: "Process \(row.id)")
      ) { _ in }
      return .redraw
    }
    filter.onChange = { [unowned self] _ in showProcesses() }
    refresh()
  }

  func start(in loop: AppLoop) {
    _ = loop.schedule(every: .seconds(1)) { [unowned self] in
      refresh()
      return .redraw
    }
  }

  /// Reads /proc and the CPU line again.
  func refresh() {
    processes = reader.read()
    children = Dictionary(grouping: processes, by: \.parent)
    if let share = cpu.sample() { history.append(share, keeping: 512) }
    showProcesses()
  }

  /// The processes the filter lets through, in the table; the tree follows.
  func showProcesses() {
    let query = filter.text.lowercased()  // Escaped forms are what the table shows.
    table.setRows(
      query.isEmpty
        ? processes
        : processes.filter {
          "\($0.id) \($0.user) \($0.command)".lowercased().contains(query)
        })
    treeRoot = nil
  }

  func handle(_ event: InputEvent) -> AppResponse {
    if screens.isPresenting { return screens.handle(event) ?? .unchanged }
    if isFiltering {
      switch event {
      case .key(.escape):
        filter.text = ""
        isFiltering = false
        return .redraw
      case .key(.enter), .key(.tab):
        isFiltering = false
        return .redraw
      default:
        return filter.handle(event, in: Rect(x: 0, y: 0, width: size.width, height: 1))
          ?? route(event)
      }
    }
    switch event {
    case .key(.character("q")), .key(.ctrl("c")): return .quit
    case .key(.character("/")):
      isFiltering = true
      return .redraw
    case .key(.character("k")):
      guard let row = table.selectedModel else { return .unchanged }
      screens.confirm("Send SIGTERM to \(row.id) (\(row.command))?", title: "Kill") {
        [unowned self] ok in
        guard ok else { return }
        message = terminate(row.id).map { "kill \(row.id): \($0)" } ?? "SIGTERM sent to \(row.id)"
      }
      return .redraw
    default: return route(event)
    }
  }

  /// `event` for the panes (laid out below the header: the group moves mouse points).
  private func route(_ event: InputEvent) -> AppResponse {
    panes.handle(event, in: Rect(origin: .zero, size: size)) ?? .unchanged
  }

  func render(in surface: inout Surface) {
    let width = size.width
    let head =
      " proc-top  \(table.rowCount)/\(processes.count) processes  CPU \(tenths((history.values.last ?? 0) * 100))% "
    surface.fill(Rect(x: 0, y: 0, width: width, height: 1), role: .status)
    let used = surface.write(head, at: .zero, role: .status)
    surface.withRegion(Rect(x: used, y: 0, width: max(0, width - used - 1), height: 1)) {
      history.render(in: &$0, isFocused: false)
    }
    updateTree()
    let bottom = Rect(x: 0, y: max(0, size.height - 1), width: width, height: 1)
    if isFiltering || !filter.text.isEmpty {
      surface.withRegion(bottom) { filter.render(in: &$0, isFocused: isFiltering) }
      if isFiltering {
        surface.setCursor(filter.cursorPosition(in: bottom).map { Point(x: $0.x, y: bottom.minY) })
      }
    } else {
      let help =
        message.isEmpty
        ? "q quit  / filter  s S sort  enter details  k kill  tab children" : message
      surface.write(help, at: bottom.origin, role: .muted)
    }
    screens.render(in: &surface)  // The panes, and a dialog over everything when one is up.
  }

  /// The tree pane: the selected process and its descendants, with guides.
  private func updateTree() {
    guard let root = table.selectedModel else {
      if treeRoot != nil { tree.stack.removeAllRows() }
      treeRoot = nil
      return
    }
    guard root.id != treeRoot else { return }
    treeRoot = root.id
    var lines = ["\(root.id) \(root.command)"]
    func walk(_ pid: Int32, _ prefix: String) {
      let kids = children[pid] ?? []
      for (index, kid) in kids.enumerated() where lines.count < 5000 && kid.id != pid {
        let last = index == kids.count - 1
        lines.append(prefix + (last ? "└ " : "├ ") + "\(kid.id) \(kid.command)")
        walk(kid.id, prefix + (last ? "  " : "│ "))
      }
    }
    walk(root.id, "")
    tree.panel?.title = "Children of \(root.id)"
    tree.stack.removeAllRows()
    _ = try? tree.stack.addRows(lines.map { TextRowContent($0, wraps: false) })
  }

  func resize(to size: Size) { self.size = size }
}

/// `value` with one decimal.
func tenths(_ value: Double) -> String {
  let scaled = Int((value.isFinite ? value * 10 : 0).rounded())
  return "\(scaled / 10).\(scaled % 10)"
}

/// `count` bytes as K, M or G.
func bytes(_ count: Int) -> String {
  let units = ["K", "M", "G", "T"]
  var value = Double(count) / 1024
  var unit = 0
  while value >= 1000 && unit < units.count - 1 { (value, unit) = (value / 1024, unit + 1) }
  return value < 10 ? tenths(value) + units[unit] : "\(Int(value))\(units[unit])"
}
