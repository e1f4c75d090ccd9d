import StackCore
@_spi(Testing) import StackTerminal
import StackTesting
import StackWidgets
import Testing

/// The code of StackWidgets' articles (Spinners, Progress bars, Tab bars, Text areas, Trees,
/// Help footer, Tables), run: each block as the article shows it, then what it does.
@MainActor
@Suite struct WidgetsGuideTests {
  /// A status line the tab bar's example writes to.
  final class StatusLine {
    var text = ""
  }

  /// A file or a folder of the trees' examples.
  struct FileNode: Sendable, Equatable {
    var name: String
    var isFolder: Bool
    var files: [String] = []

    func children() throws -> [FileNode] {
      files.map { FileNode(name: $0, isFolder: false) }
    }
  }

  /// A process of the table's example.
  struct Process: Identifiable {
    let id: Int32
    var user: String
    var cpu: Double
    var command: String
  }

  @Test func aSpinnerStopsWithAMark() {
    let spinner = Spinner("Loading 12 files…")  // ⠸ Loading 12 files…
    #expect(spinner.isSpinning && spinner.isAnimating)
    spinner.stop("Loaded 12 files")  // ✓ Loaded 12 files
    #expect(!spinner.isSpinning && spinner.label == "Loaded 12 files")
  }

  @Test func aProgressBarCountsFiles() {
    let files = ["a", "b", "c", "d"]
    let loop = AppLoop(
      terminal: VirtualTerminal(size: Size(width: 20, height: 2)), app: Idle(),
      clock: ManualClock())
    let done = 2
    let bar = ProgressBar("Copying", total: Double(files.count))
    bar.unit = " files"
    // whenever a file is done:
    bar.update(completed: Double(done), at: Int64(loop.clock.now / .milliseconds(1)))
    #expect(bar.progress.completed == 2 && bar.progress.fraction == 0.5)
  }

  @Test func selectingATabCallsOnSelect() {
    let (files, log, settings) = (
      StackWidget(title: "Files"), StackWidget(title: "Log"), StackWidget(title: "Settings")
    )
    let status = StatusLine()
    let tabs = Tabs([Tab("Files", files), Tab("Log", log), Tab("Settings", settings)])
    tabs.onSelect = { index in status.text = "tab \(index + 1)" }
    #expect(tabs.select(2))
    #expect(status.text == "tab 3" && tabs.selectedContent === settings)
  }

  @Test func aTextAreaReportsItsChanges() {
    var canvas = Canvas(size: Size(width: 20, height: 3))
    var draft = ""
    let notes = TextArea(text: "first line\nsecond", wraps: true)
    notes.showsLineNumbers = true
    notes.onChange = { document in draft = document.text }
    // In a FocusGroup, or by hand:
    Surface.draw(on: &canvas, context: RenderContext()) { surface in
      let area = surface.bounds
      notes.render(in: &surface, region: area, isFocused: true)
      let cursor = notes.cursorPosition(in: area)
      #expect(cursor != nil)
    }
    #expect(canvas.text.contains("first line"))
    _ = notes.handle(.key(.character("x")), in: Rect(origin: .zero, size: canvas.size))
    #expect(draft.contains("x"))
  }

  @Test func aTreeLoadsChildrenOnTheSpot() {
    let home = FileNode(name: "project", isFolder: true, files: ["README.md", "Package.swift"])
    var opened: [String] = []
    func open(_ node: FileNode) { opened.append(node.name) }
    let tree = Tree(
      roots: [home], label: { $0.name }, hasChildren: { $0.isFolder },
      loader: .sync { try $0.children() })
    tree.onActivate = { node in
      open(node)
      return .redraw
    }
    #expect(tree.expand(rowAt: 0))
    #expect(tree.rowCount == 3)
    _ = tree.onActivate?(home)
    #expect(opened == ["project"])
  }

  @Test func aTreeLoadsChildrenInLoopTasks() {
    let home = FileNode(name: "project", isFolder: true, files: ["README.md"])
    let terminal = VirtualTerminal(size: Size(width: 20, height: 4))
    let loop = AppLoop(terminal: terminal, app: Idle())
    let tree = Tree(
      roots: [home], label: { $0.name }, hasChildren: { $0.isFolder },
      loader: .async { try $0.children() })
    tree.onLoad = { load in
      loop.task { _ = tree.finish(await load.run()) }  // AppLoop.task: drawn when it ends
    }
    #expect(tree.expand(rowAt: 0))
    loop.runUntilIdle()
    #expect(tree.rowCount == 2)
  }

  @Test func aTreeKeepsItsLoadsUntilTheAppTakesThem() {
    let home = FileNode(name: "project", isFolder: true, files: ["README.md"])
    let loop = AppLoop(terminal: VirtualTerminal(size: Size(width: 20, height: 4)), app: Idle())
    let tree = Tree(
      roots: [home], label: { $0.name }, hasChildren: { $0.isFolder },
      loader: .async { try $0.children() })
    #expect(tree.expand(rowAt: 0))
    // or, after handling each event:
    for load in tree.takePendingLoads() { loop.task { _ = tree.finish(await load.run()) } }
    loop.runUntilIdle()
    #expect(tree.rowCount == 2)
  }

  @Test func aFooterFollowsTheScreens() {
    let (files, preview) = (StackWidget(title: "Files"), StackWidget(title: "Preview"))
    let footer = Footer()
    let group = FocusGroup([files, preview, footer]) { area in
      let rows = Layout.rows([.fill(), .fixed(1)]).split(area)
      return Layout.columns([.fraction(1, of: 3), .fill()]).split(rows[0]) + [rows[1]]
    }
    let screens = Screens(root: group)
    footer.follow(screens)  // or footer.follow(group), or Footer(for: group)
    var canvas = Canvas(size: Size(width: 60, height: 6))
    Surface.draw(on: &canvas, context: RenderContext()) { screens.render(in: &$0) }
    #expect(canvas.text.split(separator: "\n").last?.contains("move") == true)
  }

  @Test func aTableSortsByCPU() {
    let processes = [
      Process(id: 1, user: "root", cpu: 0.5, command: "init"),
      Process(id: 42, user: "me", cpu: 97, command: "swift-build"),
    ]
    var details: [Int32] = []
    func showDetails(_ process: Process) { details.append(process.id) }
    let table = Table<Process>(columns: [
      TableColumn(
        "PID", width: .fixed(7), alignment: .trailing, text: { "\($0.id)" }, sortKey: \.id),
      TableColumn("USER", width: .fixed(9), text: \.user),
      TableColumn(
        "CPU%", width: .fixed(6), alignment: .trailing,
        text: { "\(Int($0.cpu))" }, sortKey: \.cpu),
      TableColumn("COMMAND", width: .fill(), text: \.command),
    ])
    table.setSort(TableSort(column: 2, ascending: false))
    table.setRows(processes)  // each second: the selected pid stays selected, on its line
    table.onActivate = { process in
      showDetails(process)
      return .redraw
    }
    #expect(table.model(atRow: 0)?.id == 42)
    _ = table.handle(.key(.enter), in: Rect(x: 0, y: 0, width: 40, height: 5))
    #expect(details == [table.selectedModel?.id].compactMap { $0 })
  }
}

/// An app that does nothing: the loop around the articles' widgets.
@MainActor
private final class Idle: TerminalApp {
  func handle(_ event: InputEvent) -> AppResponse { .unchanged }
  func render(in surface: inout Surface) {}
  func resize(to size: Size) {}
}
