import StackCore

/// A question in the chat; shown by ``QuestionRow``. Its `id` is unique among all messages
/// (the chat applies its messages as a state, `ScrollStack.apply(models:animation:completion:)`).
struct Question: RowModel, Identifiable, Equatable {
  let id: Int
  let text: String
  var rowContentType: any ModelRowContent.Type { QuestionRow.self }
}

/// An answer in the chat; shown by ``AnswerRow``. Its `id` is unique among all messages.
struct Answer: RowModel, Identifiable, Equatable {
  let id: Int
  let text: String
  var rowContentType: any ModelRowContent.Type { AnswerRow.self }
}

/// Shared text layout for chat bubbles.
class ChatBubble {
  let prefix: String
  /// The text shown now (an answer streaming in shows the words that arrived so far).
  private(set) var text: String
  let style: StyleRole
  init(prefix: String, text: String, style: StyleRole) {
    self.prefix = prefix
    self.text = text
    self.style = style
  }

  /// The last wrapping: a bubble is drawn every frame at the same width, and its text
  /// changes only while it streams in, so it is wrapped once per width and text rather than
  /// once per frame.
  private var wrapped: (width: Int, lines: [String])?

  /// Shows `text` instead (the row must be reloaded to take its new length).
  func show(_ text: String) {
    self.text = text
    wrapped = nil
  }

  func lines(width: Int) -> [String] {
    let width = max(1, width)
    if let wrapped, wrapped.width == width { return wrapped.lines }
    let lines = TextLayout.wrap(prefix + text, width: width)
    wrapped = (width, lines)
    return lines
  }

  func measure(along axis: Axis, crossLength: Int) -> Int {
    axis == .vertical ? lines(width: crossLength).count : min(40, TextWidth.of(prefix + text))
  }

  func render(in surface: inout Surface, context: RowRenderContext) {
    let visible = surface.visibleRect
    for (y, line) in lines(width: surface.size.width).enumerated()
    where y >= visible.minY && y < visible.maxY {
      surface.write(line, at: Point(x: 0, y: y), role: style)
    }
  }
}

/// Shows a ``Question``.
final class QuestionRow: ChatBubble, ModelRowContent {
  init(model: Question) { super.init(prefix: "You: ", text: model.text, style: DemoPalette.accent) }
  /// An edited question shows its new text (its length may change).
  func update(model: Question) -> ModelUpdate {
    show(model.text)
    return .lengthMayChange
  }
}

/// Shows an ``Answer``.
final class AnswerRow: ChatBubble, ModelRowContent {
  init(model: Answer) { super.init(prefix: "Bot: ", text: model.text, style: .text) }
  /// A changed answer shows its new text (its length may change).
  func update(model: Answer) -> ModelUpdate {
    show(model.text)
    return .lengthMayChange
  }
}
