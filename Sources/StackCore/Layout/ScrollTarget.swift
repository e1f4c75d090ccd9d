import StackDrawing

/// Where an update wants the viewport to end up once lazy rows are measured.
enum ScrollTarget {
  /// The largest offset.
  case bottom
  /// A row, aligned.
  case row(Row, ScrollAlignment)
  /// The start (or, `atEnd`, the end) of the content, moved the least that shows `showing`
  /// entirely; a row longer than the viewport shows its part nearest that edge.
  case edge(atEnd: Bool, showing: Row?)
  /// The row's start at a given distance from the viewport's start.
  case selectionOnScreen(Row, position: Int)
}
