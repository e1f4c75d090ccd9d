/// Where the titles of a tab bar go on a line too short for all of them: a window of tabs
/// that holds the selected one, with `‹` and `›` where tabs are hidden.
struct TabBarLayout: Equatable {
  /// One drawn title: the tab's index, its columns, the text shown.
  struct Item: Equatable {
    var index: Int
    var x: Int
    var width: Int
    var text: String
  }

  /// The titles drawn, left to right.
  var items: [Item] = []
  /// True when tabs are hidden on the left (a `‹` in the first column).
  var hasMoreBefore = false
  /// True when tabs are hidden on the right (a `›` in the last column).
  var hasMoreAfter = false

  /// The layout of `titles` on `width` columns starting at tab `first` (moved so `selected` is
  /// shown); returns the layout and the first tab shown. Each title is ` title ` and
  /// titles are separated by `│`; a title wider than the line is cut with `…`.
  static func make(titles: [String], selected: Int?, first: Int, width: Int) -> (TabBarLayout, Int)
  {
    guard !titles.isEmpty, width >= 3 else { return (TabBarLayout(), 0) }
    let room = width - 2  // A column for each marker.
    let widths = titles.map { min(room, TextWidth.of($0) + 2) }
    let selected = selected.map { min(max(0, $0), titles.count - 1) } ?? 0
    var first = min(max(0, first), titles.count - 1)
    if selected < first { first = selected }
    while first < selected && span(widths, from: first, through: selected) > room { first += 1 }
    var layout = TabBarLayout()
    layout.hasMoreBefore = first > 0
    var x = 1
    var index = first
    while index < titles.count {
      let separator = index == first ? 0 : 1
      guard x + separator + widths[index] <= 1 + room else { break }
      x += separator
      let text = " " + TextLayout.truncate(titles[index], width: widths[index] - 2) + " "
      layout.items.append(Item(index: index, x: x, width: widths[index], text: text))
      x += widths[index]
      index += 1
    }
    layout.hasMoreAfter = index < titles.count
    return (layout, first)
  }

  /// The columns of tabs `from` through `through`, separators included.
  private static func span(_ widths: [Int], from: Int, through: Int) -> Int {
    widths[from...through].reduce(0, +) + (through - from)
  }

  /// The tab whose title holds column `x`.
  func index(at x: Int) -> Int? {
    items.first { x >= $0.x && x < $0.x + $0.width }?.index
  }
}
