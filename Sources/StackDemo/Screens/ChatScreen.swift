import StackCore
import StackTerminal

/// Model→row binding in a chat that follows its end: `n` asks the next question, and the
/// answer streams in word by word (on the demo's clock) into a growing row while the view
/// stays at the end. Scrolled up, nothing moves: the status line counts the new messages.
/// `L` loads older messages at the top, and what is on screen stays where it is.
///
/// The screen holds its messages as state and applies them (`ScrollStack.apply(models:animation:completion:)`):
/// each change is the list as it is now, and the stack works out what was added.
@MainActor
final class ChatScreen: DemoScreen {
  static let name = ScreenName.chat
  let stack = makeDemoStack()
  var onAnimation: ((_ change: String, _ phase: AnimationPhase) -> Void)?
  private var asked = 0
  private let script: [(String, String)] = [
    ("What is StackTUI?", "A Swift library for scrollable stacks of rows in the terminal."),
    ("Can it show 中文 and emoji?", "Yes 🎉 — wide characters take two columns, everywhere."),
    ("How many rows?", "A million lazy rows stay fast: rows are made only near the viewport."),
    ("Is it tested?", "Unit, property-based and tmux tests, and headless screens that match tmux."),
  ]
  /// Older messages `L` loads, newest first, two question/answer pairs at a time.
  private let history: [(String, String)] = [
    ("Does it animate?", "Rows grow and shrink, and scrolling glides, on a clock you give it."),
    ("Which terminals?", "Any that ncurses knows; tmux is tested on every change."),
    ("Is there a mouse?", "Clicks tap rows and the wheel scrolls."),
    ("Hello?", "Hello! This is where the conversation started."),
  ]
  private var olderLoaded = 0
  /// The conversation, oldest first: the state the stack shows.
  private var messages: [any RowModel] = []
  /// The id the next message gets.
  private var nextMessageID = 0
  /// The clock answers stream on; nil: an answer lands whole at once.
  private var clock: (any AnimationClock)?
  /// The answer arriving now, if any.
  private var streaming: StreamingAnswer?
  /// The typing indicator last drawn.
  private var shownTyping: String?

  init() throws {
    stack.defaultInsets = EdgeInsets(horizontal: 1)
    stack.followsEnd = true
    // Rows changing above the view (older messages loaded) leave what is read in place.
    stack.anchoring = .firstVisibleRow
    messages = [Answer(id: newMessageID(), text: "Hi! Press n to ask me something.")]
    try stack.apply(models: messages)
  }

  /// A new message id (questions and answers share one sequence).
  private func newMessageID() -> Int {
    defer { nextMessageID += 1 }
    return nextMessageID
  }

  /// Applies the messages, with `added` appended, and returns the rows of those added.
  private func apply(adding added: [any RowModel]) throws(StackError) -> [Row] {
    messages += added
    return Array(try stack.apply(models: messages).suffix(added.count))
  }

  var keyEntries: [KeyMapEntry<ScreenAction>] {
    [
      .command(
        "ask-next-question", keys: [.character("n")], help: "ask the next question",
        action: .askNextQuestion),
      .command(
        "load-older-messages", keys: [.character("L")], help: "load older messages at the top",
        action: .loadOlderMessages),
    ]
  }

  /// The status line's marker while new messages wait below the view, e.g.
  /// `↓ 2 new messages`; nil when there are none.
  var statusNote: String? {
    let count = stack.unseenRowCount
    let marker = count > 0 ? "↓ \(count) new message" + (count == 1 ? "" : "s") : nil
    let typing = clock.flatMap { clock in streaming?.typingIndicator(at: clock.now) }
    let notes = [marker, typing].compactMap { $0 }
    return notes.isEmpty ? nil : notes.joined(separator: " │ ")
  }

  func perform(_ action: ScreenAction) -> Bool {
    switch action {
    case .askNextQuestion: ask()
    case .loadOlderMessages: loadOlderMessages()
    case .addPlan, .toggleFooter, .openGallery, .toggleLive: false
    }
  }

  func clockDidChange(_ clock: (any AnimationClock)?) { self.clock = clock }

  private func ask() -> Bool {
    // An answer still arriving lands whole first: answers stay in order.
    finishTimedState()
    let (question, answer) = script[asked % script.count]
    asked += 1
    guard let clock else {
      // No clock: the answer lands at once with its question.
      let pair: [any RowModel] = [
        Question(id: newMessageID(), text: question), Answer(id: newMessageID(), text: answer),
      ]
      guard let rows = try? apply(adding: pair), let last = rows.last?.index
      else { return true }
      try? stack.select(rowAt: last)
      stack.scrollToBottom()
      return true
    }
    let row = animating("ask") { animation, completion in
      try? stack.performUpdate(animation: animation, completion: completion) {
        () throws(StackError) -> Row? in
        let row = try apply(adding: [Question(id: newMessageID(), text: question)]).first
        if let index = row?.index { try stack.select(rowAt: index) }
        stack.scrollToBottom()
        return row
      }
    }
    streaming = StreamingAnswer(
      Answer(id: newMessageID(), text: answer), question: row, askedAt: clock.now)
    return true
  }

  private func loadOlderMessages() -> Bool {
    guard olderLoaded < history.count else { return false }
    let batch = history[olderLoaded..<min(olderLoaded + 2, history.count)].reversed()
    olderLoaded += batch.count
    let models: [any RowModel] = batch.flatMap { pair -> [any RowModel] in
      [Question(id: newMessageID(), text: pair.0), Answer(id: newMessageID(), text: pair.1)]
    }
    messages.insert(contentsOf: models, at: 0)
    return (try? stack.apply(models: messages)) != nil
  }

  // MARK: Streaming

  var hasTimedState: Bool { streaming != nil }

  func advanceTimedState() -> Bool {
    guard var answer = streaming, let now = clock?.now else { return false }
    guard answer.hasArrived(at: now) else {
      // The typing indicator moves on.
      let typing = answer.typingIndicator(at: now)
      defer { shownTyping = typing }
      return typing != shownTyping
    }
    // Without animation (reduced motion) the answer lands whole when it arrives.
    let due = stack.animationClock == nil ? answer.words.count : answer.wordsDue(at: now)
    guard due > answer.shownWords || answer.row == nil else { return false }
    show(&answer, words: due)
    streaming = answer.isComplete ? nil : answer
    return true
  }

  func finishTimedState() {
    guard var answer = streaming else { return }
    streaming = nil
    show(&answer, words: answer.words.count)
  }

  /// Shows the first `count` words of `answer`: adds its row when it is not there yet (and
  /// selects it when the selection is still on its question), or grows the row — both
  /// animated, each word retargeting the growth. The stack follows its end, so the end stays
  /// in view while the row grows, unless the user has scrolled away.
  private func show(_ answer: inout StreamingAnswer, words count: Int) {
    let whole = answer.answer
    let text = answer.text(words: count)
    answer.shownWords = count
    guard let row = answer.row, let index = row.index else {
      let selectsAnswer =
        answer.question.flatMap(\.index) != nil
        && answer.question.flatMap(\.index) == stack.selectedIndex
      answer.row = animating("answer") { animation, completion in
        try? stack.performUpdate(animation: animation, completion: completion) {
          () throws(StackError) -> Row? in
          // The state holds the whole answer; its row shows the words that arrived so far.
          let row = try apply(adding: [whole]).first
          if let row, let index = row.index {
            (row.content as? AnswerRow)?.show(text)
            try stack.reloadRow(at: index)
            if selectsAnswer { try stack.select(rowAt: index) }
          }
          return row
        }
      }
      return
    }
    (row.content as? AnswerRow)?.show(text)
    animating("grow") { animation, completion in
      try? stack.reloadRow(at: index, animation: animation, completion: completion)
    }
  }
}
