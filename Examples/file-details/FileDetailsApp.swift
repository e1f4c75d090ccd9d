import StackCore
import StackTerminal

/// The files of a folder as rows whose details load in the background: each row shows a
/// spinner until its facts (kind, size) arrive from a task that reads the file off the main
/// actor; at most ``parallelLoads`` load at once, the rows on screen first. ↑↓ move, q quits.
@MainActor
final class FileDetailsApp: TerminalApp {
  let stack = ScrollStack()
  let folder: String
  let names: [String]
  /// The facts loaded so far, by row.
  private(set) var facts: [Int: FileFacts] = [:]
  /// The rows whose facts are loading now.
  private(set) var loading: Set<Int> = []
  /// How many rows load at once.
  static let parallelLoads = 4
  private var loop: AppLoop?
  private var spinner: LoopTimer?
  private var spinnerFrame = 0
  static let spinnerFrames: [Character] = ["⠋", "⠙", "⠹", "⠸", "⠼", "⠴", "⠦", "⠧", "⠇", "⠏"]

  /// ``folder`` as an absolute path ending in `/`, for the rows' `file://` links.
  private lazy var absoluteFolder = FileRowContent.absolute(folder)

  init(folder: String, names: [String]) {
    self.folder = folder
    self.names = names
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

  /// Starts loads until ``parallelLoads`` run: the first rows without facts from the top of
  /// the view, then the rest in order.
  private func loadMore() {
    guard let loop else { return }
    let first = stack.visibleIndexes.first ?? 0
    let order = Array(first..<names.count) + Array(0..<min(first, names.count))
    for index in order where loading.count < Self.parallelLoads {
      guard facts[index] == nil, !loading.contains(index) else { continue }
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
    if loading.isEmpty { spinner?.cancel() }
  }

  private func row(at index: Int) -> any RowContent {
    let name = names[index]
    guard let facts = facts[index] else {
      let frame = Self.spinnerFrames[spinnerFrame % Self.spinnerFrames.count]
      return TextRowContent("\(name)  \(loading.contains(index) ? frame : "·")", wraps: false)
    }
    return FileRowContent(
      name: name, details: "\(facts.kind), \(facts.sizeText)", path: absoluteFolder + name)
  }

  func handle(_ event: InputEvent) -> AppResponse {
    if event == .key(.character("q")) { return .quit }
    guard let action = KeyMap.standard.action(for: event, origin: .zero) else {
      return .unchanged
    }
    return stack.perform(action) ? .redraw : .unchanged
  }

  func render(in surface: inout Surface) {
    // Spinners turn on the rows still loading: those made again show the current frame.
    for index in loading { _ = try? stack.replaceRow(at: index, with: row(at: index)) }
    stack.render(in: &surface)
    let status = " \(facts.count)/\(names.count) loaded · q quits"
    surface.write(
      TextLayout.pad(status, toWidth: surface.size.width),
      at: Point(x: 0, y: surface.size.height - 1), role: .status)
  }

  func resize(to size: Size) {
    stack.viewport = Size(width: size.width, height: max(0, size.height - 1))
  }
}
