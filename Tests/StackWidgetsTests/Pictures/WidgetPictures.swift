@testable import StackWidgets

/// The catalogue's pictures: each widget as its DocC page shows it.
enum WidgetPictures {
  static let all: [WidgetPicture] = [
    table, tabs, progressBar, spinner, sparkline, footer, textArea, tree, form, confirmDialog,
  ]

  static let table = WidgetPicture(name: "table", size: Size(width: 44, height: 7)) { surface in
    let files = [
      ("Package.swift", 2_013, "swift"), ("README.md", 9_870, "md"), ("Sources", 0, "dir"),
      ("CHANGELOG.md", 31_554, "md"), ("a-very-long-file-name-cut-with-an-ellipsis.txt", 77, "txt"),
    ]
    let items = files.enumerated().map {
      Item(id: $0.offset, name: $0.element.0, size: $0.element.1)
    }
    let table = Table(
      columns: [
        TableColumn<Item>("Name", width: .fill(), text: \.name),
        TableColumn(
          "Size", width: .fixed(8), alignment: .trailing, text: { "\($0.size)" },
          sortKey: \.size),
        TableColumn("Kind", width: .fixed(6), text: { files[$0.id].2 }),
      ], rows: items)
    table.setSort(TableSort(column: 1, ascending: false))
    _ = table.select(id: 1)
    table.render(in: &surface, isFocused: true)
  }

  static let tabs = WidgetPicture(name: "tabs", size: Size(width: 44, height: 4)) { surface in
    let tabs = Tabs(
      [("Files", "3 files"), ("Log", "12 lines"), ("Settings", "—")].map {
        Tab($0.0, PictureText(lines: ["", "\($0.1) in this part"]))
      }, selected: 1)
    tabs.render(in: &surface, isFocused: true)
  }

  static let progressBar = WidgetPicture(name: "progress-bar", size: Size(width: 44, height: 3)) {
    surface in
    let download = ProgressBar("Download", total: 200)
    download.unit = " MB"
    download.update(completed: 0, at: 0)
    download.update(completed: 84, at: 4_000)
    download.render(in: &surface, region: Rect(x: 0, y: 0, width: 44, height: 1), isFocused: false)
    let waiting = ProgressBar("Waiting", indeterminate: true)
    waiting.render(in: &surface, region: Rect(x: 0, y: 2, width: 44, height: 1), isFocused: false)
  }

  static let spinner = WidgetPicture(name: "spinner", size: Size(width: 30, height: 3)) {
    surface in
    let styles: [SpinnerStyle] = [.dots, .arc]
    for (line, style) in styles.enumerated() {
      Spinner("Loading…", style: style)
        .render(in: &surface, region: Rect(x: 0, y: line, width: 30, height: 1), isFocused: false)
    }
    let done = Spinner("Loaded 12 files", isSpinning: false)
    done.render(in: &surface, region: Rect(x: 0, y: 2, width: 30, height: 1), isFocused: false)
  }

  static let sparkline = WidgetPicture(name: "sparkline", size: Size(width: 32, height: 1)) {
    surface in
    let values = (0..<32).map { Double(($0 * 37) % 23) + Double($0) / 2 }
    Sparkline(values: values).render(in: &surface, isFocused: false)
  }

  static let footer = WidgetPicture(name: "footer", size: Size(width: 60, height: 1)) { surface in
    let footer = Footer {
      [
        KeyHelpSection(
          title: "Table",
          lines: [
            KeyHelpLine(keys: "↑ ↓", help: "move"), KeyHelpLine(keys: "s", help: "sort"),
            KeyHelpLine(keys: "enter", help: "open"), KeyHelpLine(keys: "/", help: "filter"),
            KeyHelpLine(keys: "tab", help: "next pane"),
          ])
      ]
    }
    footer.render(in: &surface, isFocused: false)
  }

  static let textArea = WidgetPicture(name: "text-area", size: Size(width: 40, height: 5)) {
    surface in
    let area = TextArea(
      text: "Dear Ada,\nthe engine runs.\nIt wraps long lines, keeps undo and redo.")
    area.showsLineNumbers = true
    let region = Rect(x: 0, y: 0, width: 40, height: 5)
    for key in [Key.down, .end, .shiftLeft, .shiftLeft, .shiftLeft, .shiftLeft, .shiftLeft] {
      _ = area.handle(.key(key), in: region)
    }
    area.render(in: &surface, isFocused: true)
    surface.setCursor(area.cursorPosition(in: region))
  }

  static let tree = WidgetPicture(name: "tree", size: Size(width: 30, height: 8)) { surface in
    let tree = Tree.sample(fanOut: 3, depth: 2)
    tree.expand(rowAt: 0)
    tree.expand(rowAt: 2)
    _ = tree.press(.down, .down, .down)
    tree.render(in: &surface, isFocused: true)
  }

  static let form = WidgetPicture(name: "form", size: Size(width: 44, height: 14)) { surface in
    let form = Form.order(Order(giftWrap: true, shipping: .express, quantity: 2))
    form.press([.tab, .tab, .tab, .tab, .tab, .tab, .enter], width: 44, height: 14)
    form.render(in: &surface, isFocused: true)
  }

  static let confirmDialog = WidgetPicture(
    name: "confirm-dialog", size: Size(width: 44, height: 9)
  ) { surface in
    let root = PictureText(lines: ["notes.txt", "todo.md", "README.md"])
    let screens = Screens(root: root)
    screens.confirm("Delete notes.txt?", title: "Delete") { _ in }
    screens.render(in: &surface)
  }
}

/// Lines of text, for the pictures' backgrounds and tab contents.
final class PictureText: Widget {
  let lines: [String]
  init(lines: [String]) { self.lines = lines }
  func render(in surface: inout Surface, isFocused: Bool) {
    for (y, line) in lines.enumerated() { surface.write(line, at: Point(x: 1, y: y), role: .text) }
  }
  func handle(_ event: InputEvent, in region: Rect) -> AppResponse? { nil }
}
