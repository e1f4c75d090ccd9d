import StackCore
import StackTerminal
import StackWidgets

/// The files of a folder as rows whose details load in the background: each row shows a
/// spinner until its facts (kind, size) arrive from a task that reads the file off the main
/// actor; at most ``parallelLoads`` load at once, the rows on screen first. Names are the
/// folder's bytes, shown escaped on one row (`ByteText`). ↑↓ move, q quits.
///
/// Loading is linear in the number of files: a load that ends looks at the rows on screen
/// and then goes on from ``nextInOrder``, which only moves forward.
@MainActor
final class FileDetailsApp: TerminalApp {
  let stack = ScrollStack()
  /// The folder's path as bytes (as given on the command line: not necessarily UTF-8).
  let folder: [UInt8]
  let names: [[UInt8]]
  /// The facts loaded so far, by row.
  private(set) var facts: [Int: FileFacts] = [:]
  /// The rows whose facts are loading now.
  private(set) var loading: Set<Int> = []
  /// Every row before it has its facts or is loading.
  private(set) var nextInOrder = 0
  /// How many times a row was looked at to start its load (what loading costs; tests read it).
  private(set) var rowsExamined = 0
  /// How many rows load at once.
  static let parallelLoads = 4
  private var loop: AppLoop?
  private var spinner: LoopTimer?
  private var spinnerFrame = 0
  static let spinnerFrames: [Character] = ["⠋", "⠙", "⠹", "⠸", "⠼", "⠴", "⠦", "⠧", "⠇", "⠏"]
  /// The app's keys, tried before the list's (`KeyMap.standard`).
  let layers: [KeyLayer] = [.quit()]
  /// The last line: how many rows loaded, then the keys.
  let footer = Footer()

  /// ``folder`` as an absolute path ending in `/`, for the rows' `file://` links.
  private lazy var absoluteFolder = FileRowContent.absolute(folder)

  init(folder: [UInt8], names: [[UInt8]]) {
    self.folder = folder
    self.names = names
    footer.status = { [unowned self] in "\(facts.count)/\(names.count) loaded" }
    footer.sections = { [unowned self] in layers.map(\.helpSection) + [.listMoves()] }
  }

  func start(in loop: AppLoop) {
    self.loop = loop
    try? stack.addLazyRows(count: names.count) { [unowned self] index in row(at: index) }
    _ = stack.selectFirst()
    spinner = loop.schedule(every: .milliseconds(80)) { [unowned self] in
      spinnerFrame += 1
      return loading.isEmpty ? .unchanged : .redraw
    }
    loadMore()
  }

  /// Starts loads until ``parallelLoads`` run: the rows on screen without facts first, then
  /// the rest in order. Costs the rows on screen plus the rows ``nextInOrder`` passes (each
  /// row is passed once): never a walk over the rows already loaded.
  private func loadMore() {
    guard loop != nil else { return }
    for index in stack.visibleIndexes where loading.count < Self.parallelLoads {
      startLoading(index)
    }
    while loading.count < Self.parallelLoads && nextInOrder < names.count {
      startLoading(nextInOrder)
      nextInOrder += 1
    }
    if loading.isEmpty { spinner?.cancel() }
  }

  /// Starts a task that loads row `index`'s facts, unless they are loaded or loading.
  private func startLoading(_ index: Int) {
    rowsExamined += 1
    guard let loop, facts[index] == nil, !loading.contains(index) else { return }
    loading.insert(index)
    let (name, folder) = (names[index], folder)
    loop.task { [unowned self] in
      let loaded = await FileFacts.load(name: name, in: folder)
      loading.remove(index)
      facts[index] = loaded
      _ = try? stack.replaceRow(at: index, with: row(at: index))
      loadMore()
    }
  }

  private func row(at index: Int) -> any RowContent {
    let name = ByteText.escaped(names[index])
    guard let facts = facts[index] else {
      let frame = Self.spinnerFrames[spinnerFrame % Self.spinnerFrames.count]
      return TextRowContent("\(name)  \(loading.contains(index) ? frame : "·")", wraps: false)
    }
    return FileRowContent(
      name: name, details: "\(facts.kind), \(facts.sizeText)",
      path: absoluteFolder + names[index])
  }

  func handle(_ event: InputEvent) -> AppResponse {
    if let response = layers.handle(event) { return response }
    guard let action = KeyMap.standard.action(for: event, origin: .zero) else {
      return .unchanged
    }
    return stack.perform(action) ? .redraw : .unchanged
  }

  func render(in surface: inout Surface) {
    // Spinners turn on the rows still loading: those made again show the current frame.
    for index in loading { _ = try? stack.replaceRow(at: index, with: row(at: index)) }
    stack.render(in: &surface)
    let lastLine = Rect(x: 0, y: surface.size.height - 1, width: surface.size.width, height: 1)
    footer.render(in: &surface, region: lastLine, isFocused: false)
  }

  func resize(to size: Size) {
    stack.viewport = Size(width: size.width, height: max(0, size.height - 1))
  }
}
