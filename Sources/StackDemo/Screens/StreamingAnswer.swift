import StackCore

/// An answer arriving in the chat: after a short thinking time its row is added, then its
/// words appear one by one, each ``wordInterval`` after the previous one, on the demo's clock.
struct StreamingAnswer {
  /// How long the bot "thinks" before its answer's row appears.
  static let thinkingTime = Duration.milliseconds(500)
  /// The time between two words.
  static let wordInterval = Duration.milliseconds(50)
  /// The time between two steps of the typing indicator's dots.
  static let typingInterval = Duration.milliseconds(100)

  /// The whole answer.
  let answer: Answer
  /// Its words, each with the spacing that precedes it.
  let words: [Substring]
  /// The question's row (the answer is selected when it arrives if the question still is).
  let question: Row?
  /// When the question was asked.
  let askedAt: Duration
  /// The answer's row once it was added (nil while thinking).
  var row: Row?
  /// Words shown so far.
  var shownWords = 0

  init(_ answer: Answer, question: Row?, askedAt: Duration) {
    self.answer = answer
    self.question = question
    self.askedAt = askedAt
    words = answer.text.split(separator: " ", omittingEmptySubsequences: false)
  }

  /// The typing indicator while the bot thinks (`bot is typing.` to `...`, a dot more every
  /// ``typingInterval``), or nil once the answer is there. It keeps the screen changing
  /// while the bot thinks, so a terminal that looks stable has its answer.
  func typingIndicator(at now: Duration) -> String? {
    guard row == nil else { return nil }
    let dots = Int((now - askedAt) / Self.typingInterval) % 3 + 1
    return "bot is typing" + String(repeating: ".", count: dots)
  }

  /// True once the row may be added.
  func hasArrived(at now: Duration) -> Bool { now - askedAt >= Self.thinkingTime }

  /// The words due at `now` (at least the first once the row is there).
  func wordsDue(at now: Duration) -> Int {
    let streaming = now - askedAt - Self.thinkingTime
    guard streaming >= .zero else { return 0 }
    return min(words.count, 1 + Int(streaming / Self.wordInterval))
  }

  /// The text of the first `count` words.
  func text(words count: Int) -> String {
    words.prefix(count).joined(separator: " ")
  }

  /// True when every word is shown.
  var isComplete: Bool { row != nil && shownWords >= words.count }
}
