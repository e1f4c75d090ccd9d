import Foundation
import StackCore
import StackTerminal
import StackWidgets

/// Folders on the left, files on the right, of one folder: Tab, Shift-Tab or a click moves
/// the focus, the wheel scrolls the list under the pointer, Enter (or a click) on a folder
/// opens it (`..` goes up), `d` deletes the selected file after a confirm, `q` quits. The
/// layout, the frames, the focus, the routing of keys and the mouse and the help line are the
/// library's (`FocusGroup`, `StackWidget`, `Layout`, `Footer`).
@MainActor
final class TwoPaneApp: TerminalApp {
  let folders = StackWidget(title: "Folders"), files = StackWidget(title: "Files")
  /// The folder shown, and the names in each list.
  private(set) var path: String
  private(set) var folderNames: [String] = [], fileNames: [String] = []
  private var status = ""
  /// The last line: a message, then the keys that work where the focus is (or a dialog's).
  let footer = Footer()
  lazy var group = FocusGroup([folders, files, footer]) { area in
    let rows = Layout.rows([.fill(), .fixed(1)]).split(area)
    return Layout.columns([.fraction(1, of: 3), .fill()]).split(rows[0]) + [rows[1]]
  }

  init(path: String) {
    self.path = path
    group.layers = [
      .quit(),
      .command("delete", keys: [.character("d")], help: "delete the file") { [unowned self] in
        confirmDelete()
      },
    ]
    footer.follow(screens, appKeysFrom: group)
    footer.status = { [unowned self] in status }
    folders.onTap = { [unowned self] index in open(folderNames[index]) }
    _ = open(".")
  }

  /// Shows the folder `name` of the one shown (`..`: its parent). Applied by name, so a
  /// re-read of the same folder (`.`) keeps each list's selection and view where they were.
  @discardableResult
  func open(_ name: String) -> AppResponse {
    let target = URL(fileURLWithPath: path).appendingPathComponent(name).standardized.path
    let manager = FileManager.default
    guard let names = try? manager.contentsOfDirectory(atPath: target).sorted() else {
      status = "cannot read " + MessageText.escaped(target, limit: MessageText.pathLimit)
      return .redraw
    }
    var isFolder: ObjCBool = false
    let row = { (name: String) in
      TextRowContent(MessageText.escaped(name, limit: MessageText.pathLimit), wraps: false).rowSpec
    }
    let isFolderName = { (name: String) in
      manager.fileExists(atPath: target + "/" + name, isDirectory: &isFolder) && isFolder.boolValue
    }
    let rereading = target == path
    (path, status) = (target, "")
    folderNames = (target == "/" ? [] : [".."]) + names.filter(isFolderName)
    fileNames = names.filter { !isFolderName($0) }
    _ = try? folders.stack.apply(folderNames, id: \.self, version: \.self) { row($0 + "/") }
    _ = try? files.stack.apply(fileNames, id: \.self, version: \.self, row: row)
    for part in [folders, files] where !rereading || part.stack.selection == nil {
      part.stack.selectFirst()
    }
    folders.panel?.title = MessageText.escaped(target, limit: MessageText.pathLimit)
    files.panel?.title = "Files (\(fileNames.count))"
    return .redraw
  }

  lazy var screens = Screens(root: group)

  /// Asks whether to delete the selected file (when the files have the focus), and does.
  private func confirmDelete() -> AppResponse {
    guard group.focusedPart === files, let index = files.stack.selectedIndex else {
      return .unchanged
    }
    let name = fileNames[index]
    screens.confirm("Delete \(MessageText.escaped(name, limit: 60))?", title: "Delete") { ok in
      guard ok else { return }
      do {
        try FileManager.default.removeItem(atPath: self.path + "/" + name)
        self.open(".")
      } catch { self.status = "cannot delete " + MessageText.escaped(name, limit: 60) }
    }
    return .redraw
  }

  func handle(_ event: InputEvent) -> AppResponse { screens.handle(event) ?? .unchanged }

  func render(in surface: inout Surface) { screens.render(in: &surface) }

  func resize(to size: Size) { _ = screens.handle(.resize(size)) }
}
