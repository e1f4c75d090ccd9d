import StackCore
import StackTerminal
import StackWidgets

/// The widget gallery over the cart (`w` on the checkout screen): StackWidgets' table, progress
/// bar, spinner, sparkline and text area on tabs, the footer listing the keys of the tab shown.
/// Esc closes it. What it shows depends on keys only (the progress is reported at made-up
/// times), so a script sees the same screens headless and in tmux.
final class WidgetGalleryOverlay: Widget {
  let tabs: Tabs
  let table: Table<GalleryFile>
  let progress = GalleryProgressPart()
  let notes = TextArea(text: "Notes\nType here: Enter splits a line, ctrl-z undoes.")
  private let footer: Footer
  private let onClose: () -> Void

  init(onClose: @escaping () -> Void) {
    self.onClose = onClose
    table = Table(columns: GalleryFile.columns, rows: GalleryFile.samples)
    table.title = "Files"
    notes.showsLineNumbers = true
    tabs = Tabs([Tab("Table", table), Tab("Progress", progress), Tab("Text", notes)])
    let tabs = tabs
    footer = Footer {
      [
        tabs.keyHelp,
        KeyHelpSection(title: "Gallery", lines: [KeyHelpLine(keys: "esc", help: "back")]),
      ]
      .compactMap { $0 }
    }
  }

  /// The tabs' region: below the title line, above the footer.
  private func tabsRegion(in region: Rect) -> Rect {
    Rect(x: 1, y: 1, width: max(0, region.size.width - 2), height: max(0, region.size.height - 2))
  }

  func render(in surface: inout Surface, isFocused: Bool) {
    let size = surface.size
    surface.write(
      TextLayout.truncate("Widgets — esc: back to the cart", width: max(0, size.width - 1)),
      at: Point(x: 1, y: 0), role: DemoPalette.heading)
    tabs.render(in: &surface, region: tabsRegion(in: surface.bounds), isFocused: isFocused)
    footer.render(
      in: &surface, region: Rect(x: 0, y: size.height - 1, width: size.width, height: 1),
      isFocused: false)
  }

  func handle(_ event: InputEvent, in region: Rect) -> AppResponse? {
    if case .key(.escape) = event {
      onClose()
      return .redraw
    }
    // Every other input is the gallery's, used or not.
    return tabs.handle(event, placedAt: tabsRegion(in: region)) ?? .unchanged
  }

  func cursorPosition(in region: Rect) -> Point? {
    tabs.cursorPosition(placedAt: tabsRegion(in: region))
  }

  var keyHelp: KeyHelpSection? { tabs.keyHelp }

  var isAnimating: Bool { tabs.isAnimating }

  /// Ends what moves: the spinner stops, a pending sort lands.
  func finishAnimations() {
    progress.spinner.stop()
    table.finishSort()
  }
}

/// A file of the gallery's table.
struct GalleryFile: Identifiable {
  let id: Int
  let name: String
  let size: Int
  let kind: String

  static var columns: [TableColumn<GalleryFile>] {
    [
      TableColumn("Name", width: .fill(), text: \.name),
      TableColumn(
        "Size", width: .fixed(8), alignment: .trailing, text: { "\($0.size)" }, sortKey: \.size),
      TableColumn("Kind", width: .fixed(6), text: \.kind),
    ]
  }

  /// Forty files with made-up sizes; some names too long for the column (cut with `…`).
  static let samples: [GalleryFile] = (0..<40).map { index in
    let kinds = ["swift", "md", "txt", "json"]
    let stems = ["report", "notes", "a-rather-long-name-for-a-file-of-the-gallery", "日本語"]
    let kind = kinds[index % kinds.count]
    return GalleryFile(
      id: index, name: "\(stems[(index / 4) % stems.count])-\(index).\(kind)",
      size: (index * 7_919) % 50_000, kind: kind)
  }
}
