import StackTerminal
import StackWidgets

/// `top` in a table: the processes of /proc refreshed every second (the selection and the
/// view kept by pid), sorted by any column, filtered with `/`; Enter shows details, `k`
/// terminates after a confirm, Tab goes to the selected process's children as a tree; the
/// machine's CPU as a sparkline in the header, the keys of the focused part in the footer.
@MainActor
final class ProcTopApp: TerminalApp {
  let reader = ProcessReader()
  var cpu = CPUSampler()
  let history = Sparkline(minimum: 0, maximum: 1)
  let table = Table<ProcessRow>(columns: ProcTopApp.columns)
  lazy var tree = Tree<ProcessRow>(
    roots: [], label: { "\($0.id) \($0.command)" },
    hasChildren: { [unowned self] in children[$0.id] != nil },
    loader: .sync { [unowned self] in children[$0.id, default: []].filter { $0.id != $0.parent } })
  let filter = InputLine(prompt: "/", placeholder: "pid, user, command")
  let footer = Footer()
  lazy var panes = FocusGroup([table, tree, filter, footer]) { area in
    let rows = Layout.rows([.fixed(1), .fill(), .fixed(1)]).split(area)
    let body = Layout.rows([.fill(), .fixed(1), .fraction(1, of: 4)]).split(rows[1])
    return [body[0], body[2]] + Layout.columns([.fixed(22), .fill()]).split(rows[2])
  }
  lazy var screens = Screens(root: panes)
  var processes: [ProcessRow] = []
  var children: [Int32: [ProcessRow]] = [:]
  var message = ""  // What the last `k` did (on the footer).
  var treeRoot: Int32?  // The process the tree shows.

  static let columns: [TableColumn<ProcessRow>] = [
    TableColumn("PID", width: .fixed(8), alignment: .trailing, text: { "\($0.id)" }, sortKey: \.id),
    TableColumn("USER", width: .fixed(9), text: \.user),
    TableColumn(
      "CPU%", width: .fixed(6), alignment: .trailing, text: { tenths($0.cpu) }, sortKey: \.cpu),
    TableColumn(
      "MEM", width: .fixed(8), alignment: .trailing,
      text: { tenths(Double($0.memory) / 1_048_576) + "M" }, sortKey: \.memory),
    TableColumn("S", width: .fixed(3), text: \.state),
    TableColumn("COMMAND", width: .fill(), text: \.command),
  ]

  init() {
    table.title = "Processes"
    table.setSort(TableSort(column: 2, ascending: false))
    // `k` kills here (as in htop and top): ↑ alone moves up.
    let keys = (try? KeyMap.standard.rebinding("select-previous", to: [.up])) ?? .standard
    (table.keys, tree.keys, tree.title) = (keys, keys, "Children")
    table.onActivate = { [unowned self] in showDetails(of: $0) }
    tree.onActivate = table.onActivate
    filter.onChange = { [unowned self] _ in showProcesses() }
    filter.onSubmit = { [unowned self] _ in panes.focus(table) ? .redraw : .unchanged }
    panes.layers = [
      .quit(keys: [.character("q"), .ctrl("c")]),
      .command("filter", keys: [.character("/")], help: "filter") { [unowned self] in
        panes.focus(filter) ? .redraw : .unchanged
      },
      .command("kill", keys: [.character("k")], help: "kill (SIGTERM)") { [unowned self] in
        confirmKill()
      },
      .command("clear", keys: [.escape], help: "clear filter") { [unowned self] in
        filter.text = ""  // Its onChange shows every process again.
        panes.focus(table)
        return .redraw
      },
    ]
    footer.follow(screens, appKeysFrom: panes)
    footer.status = { [unowned self] in message }
    refresh()
  }

  func start(in loop: AppLoop) {
    _ = loop.schedule(every: .seconds(1)) { [unowned self] in refresh() }
  }

  @discardableResult func refresh() -> AppResponse {
    processes = reader.read()
    children = Dictionary(grouping: processes, by: \.parent)
    if let share = cpu.sample() { history.append(share, keeping: 512) }
    showProcesses()
    return .redraw
  }

  /// The processes the filter lets through, in the table (it keeps the selection by pid).
  func showProcesses() {
    let query = filter.text.lowercased()  // Escaped forms are what the table shows.
    table.setRows(
      query.isEmpty
        ? processes
        : processes.filter { "\($0.id) \($0.user) \($0.command)".lowercased().contains(query) })
  }

  /// Enter: the whole command line, threads and open files in a dialog.
  private func showDetails(of row: ProcessRow) -> AppResponse {
    let detail = StackWidget(ScrollStack(), panel: nil)
    _ = try? detail.stack.addRows(ProcessReader.details(of: row).map { TextRowContent($0) })
    screens.push(
      detail, returning: Void.self, placement: .centered(width: 76, height: 16),
      panel: Screens.dialogPanel(title: "Process \(row.id)")
    ) { _ in }
    return .redraw
  }

  /// The process `k` and Enter act on: the tree's selection while it has the focus.
  var selected: ProcessRow? { panes.focusedPart === tree ? tree.selectedNode : table.selectedModel }
  /// `k`: SIGTERM to the selected process once the user says yes.
  private func confirmKill() -> AppResponse {
    guard let row = selected else { return .unchanged }
    let command = TextLayout.truncate(row.command, width: 120)  // Two lines of the dialog.
    screens.confirm("Send SIGTERM to \(row.id) (\(command))?", title: "Kill") {
      [unowned self] ok in
      guard ok else { return }
      message =
        kill(row.id, SIGTERM) == 0
        ? "SIGTERM sent to \(row.id)" : "kill \(row.id): " + String(cString: strerror(errno))
    }
    return .redraw
  }

  func handle(_ event: InputEvent) -> AppResponse { screens.handle(event) ?? .unchanged }
  /// The header (counts, CPU, its sparkline), then the panes, footer and any dialog.
  func render(in surface: inout Surface) {
    let width = surface.size.width
    let head =
      " proc-top  \(table.rowCount)/\(processes.count) processes  CPU \(tenths((history.values.last ?? 0) * 100))% "
    surface.fill(Rect(x: 0, y: 0, width: width, height: 1), role: .status)
    let used = surface.write(head, at: .zero, role: .status)
    surface.withRegion(Rect(x: used, y: 0, width: max(0, width - used - 1), height: 1)) {
      history.render(in: &$0, isFocused: false)
    }
    if let tree = panes.regions.dropFirst().first, tree.minY > 1 {  // A divider above the tree.
      surface.fill(Rect(x: 0, y: tree.minY - 1, width: width, height: 1), with: "─", role: .border)
      surface.write(" Children ", at: Point(x: 2, y: tree.minY - 1), role: .title)
    }
    if table.selectedModel?.id != treeRoot {  // The tree follows the selection, open.
      treeRoot = table.selectedModel?.id
      tree.setRoots(table.selectedModel.map { [$0] } ?? [])
      _ = tree.expand(rowAt: 0)
    }
    screens.render(in: &surface)
  }
  func resize(to size: Size) { _ = screens.handle(.resize(size)) }
}
