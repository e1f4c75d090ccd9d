import StackCore
import StackTerminal
import StackWidgets

/// The "Dialogs, screens and toasts" article's app, run by DialogsGuideTests: `d` asks before
/// deleting the selected file, `k` asks from a task of the loop, Enter pushes a screen of
/// details (q pops it), and each answer ends in a toast.
@MainActor
final class FilesApp: TerminalApp {
  let files = StackWidget(title: "Files")
  lazy var group = FocusGroup([files]) { [$0] }
  lazy var screens = Screens(root: group)

  func handle(_ event: InputEvent) -> AppResponse {
    if !screens.isPresenting, event == .key(.character("d")), let name = selectedName {
      screens.confirm("Delete \(name)?", title: "Delete") { [self] ok in
        guard ok else { return }
        delete(name)
        screens.notify("Deleted \(name)", kind: .success)
      }
      return .redraw
    }
    if !screens.isPresenting, event == .key(.character("k")), let name = selectedName {
      askInATask(about: name)
      return .redraw
    }
    if !screens.isPresenting, event == .key(.enter), let name = selectedName {
      showDetails(of: name)
      return .redraw
    }
    return screens.handle(event) ?? .unchanged
  }
  func render(in surface: inout Surface) { screens.render(in: &surface) }
  func resize(to size: Size) { _ = screens.handle(.resize(size)) }
  var isAnimating: Bool { screens.isAnimating }  // toasts, spinners
  func advanceAnimations() -> AppResponse { isAnimating ? .redraw : .unchanged }

  /// The names of the files shown.
  private(set) var names: [String] = []
  private var loop: AppLoop?

  init(names: [String]) throws {
    self.names = names
    try files.stack.addRows(names.map { TextRowContent($0) })
    files.stack.selectFirst()
  }

  func start(in loop: AppLoop) { self.loop = loop }

  /// The name of the selected file.
  var selectedName: String? { files.stack.selectedIndex.map { names[$0] } }

  /// Removes `name` from the list.
  func delete(_ name: String) {
    guard let index = names.firstIndex(of: name) else { return }
    names.remove(at: index)
    _ = try? files.stack.removeRow(at: index)
  }

  /// The awaited confirm: asked from a task of the loop.
  func askInATask(about name: String) {
    guard let loop else { return }
    loop.task { [self] in
      guard await loop.waitForUser({ await screens.confirm("Delete \(name)?") }) else { return }
      delete(name)
    }
  }

  /// A screen of its own, over the whole area.
  func showDetails(of name: String) {
    let details = DetailsWidget(name, screens: screens)  // any Widget
    screens.push(details, returning: Void.self, placement: .fullScreen, panel: nil) { _ in }
    // in DetailsWidget, on q:  screens.pop(with: ())
  }

  /// Toasts: the first one goes after 3 seconds, the second after 10.
  func notifyTwice() {
    screens.notify("Saved", kind: .success)  // 3 s
    screens.notify("Disk full", kind: .error, duration: .seconds(10))
  }
}

/// A full-screen page about one file; q pops it.
final class DetailsWidget: Widget {
  let name: String
  unowned let screens: Screens

  init(_ name: String, screens: Screens) { (self.name, self.screens) = (name, screens) }

  func render(in surface: inout Surface, isFocused: Bool) {
    surface.write("Details of \(name)", at: .zero)
  }

  func handle(_ event: InputEvent, in region: Rect) -> AppResponse? {
    guard event == .key(.character("q")) else { return nil }
    return screens.pop(with: ()) ? .redraw : nil
  }
}
