@testable import StackWidgets

/// A row of the tests' tables.
struct Item: Identifiable, Hashable {
  var id: Int
  var name: String
  var size: Int
}

extension Table where Model == Item {
  /// A table of items: Name (fill), Size (fixed 6, trailing).
  static func items(_ items: [Item], nameWidth: LayoutConstraint = .fill()) -> Table<Item> {
    Table(
      columns: [
        TableColumn("Name", width: nameWidth, text: \.name),
        TableColumn(
          "Size", width: .fixed(6), alignment: .trailing, text: { "\($0.size)" }, sortKey: \.size),
      ], rows: items)
  }

  /// The table drawn in a canvas `width`×`height`, with `context`.
  func lines(
    width: Int, height: Int, focused: Bool = true, context: RenderContext = RenderContext()
  ) -> [String] {
    canvas(width: width, height: height, focused: focused, context: context).lines
  }
}

/// `count` items named by a small alphabet (many equal names: sorting must be stable).
func sampleItems(_ count: Int) -> [Item] {
  (0..<count).map { Item(id: $0, name: ["b", "a", "c"][$0 % 3], size: ($0 * 7) % 5) }
}
