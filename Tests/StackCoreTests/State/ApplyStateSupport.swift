@testable import StackCore

/// A model of the apply tests: an identity, a text and a height in lines.
struct Item: Identifiable, Equatable, RowModel {
  let id: Int
  var text: String
  var lines = 1
  var rowContentType: any ModelRowContent.Type { ItemRow.self }
}

/// Shows an ``Item``; takes a new one in place, counting how often it was made and updated.
final class ItemRow: ModelRowContent {
  nonisolated(unsafe) static var made = 0
  private(set) var item: Item
  private(set) var updates = 0

  init(model: Item) {
    item = model
    Self.made += 1
  }

  func update(model: Item) -> ModelUpdate {
    let resized = model.lines != item.lines
    item = model
    updates += 1
    return resized ? .lengthMayChange : .sameLength
  }

  func sizing(along axis: Axis) -> RowSizing { .fixed(item.lines) }
  func render(in surface: inout Surface, context: RowRenderContext) {
    surface.write(item.text, at: Point(x: 0, y: 0))
  }
}

/// A plain text row for an ``Item`` (the `row:` closure of `apply`).
func itemSpec(_ item: Item) -> RowSpec {
  TextRowContent(item.text).size(.fixed(item.lines))
}

/// The text a row shows (the apply tests' rows are `TextRowContent`s or `ItemRow`s).
func shownText(_ row: Row) -> String {
  if let text = row.content as? TextRowContent { return text.text }
  if let item = row.content as? ItemRow { return item.item.text }
  return "?"
}

/// Replays row events on `ids` (row identities before the update).
func replay(_ events: [StackEvent], on ids: [ObjectIdentifier]) -> [ObjectIdentifier] {
  var ids = ids
  for event in events {
    switch event {
    case .rowAdded(let row, let index): ids.insert(ObjectIdentifier(row), at: index)
    case .rowRemoved(_, let index): ids.remove(at: index)
    case .rowMoved(let row, let from, let to):
      ids.remove(at: from)
      ids.insert(ObjectIdentifier(row), at: to)
    case .allRowsRemoved: ids = []
    default: break
    }
  }
  return ids
}
