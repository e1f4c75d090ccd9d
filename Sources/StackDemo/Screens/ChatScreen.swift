import StackCore
import StackTerminal

/// Model→row binding: `n` appends a question/answer pair and the stack follows the bottom.
@MainActor
final class ChatScreen: DemoScreen {
  static let name = ScreenName.chat
  let stack = makeDemoStack()
  private var asked = 0
  private let script: [(String, String)] = [
    ("What is StackTUI?", "A Swift library for scrollable stacks of rows in the terminal."),
    ("Can it show 中文 and emoji?", "Yes 🎉 — wide characters take two columns, everywhere."),
    ("How many rows?", "A million lazy rows stay fast: rows are made only near the viewport."),
    ("Is it tested?", "Unit, property-based and tmux tests, and headless screens that match tmux."),
  ]

  init() throws {
    stack.defaultInsets = EdgeInsets(horizontal: 1)
    try stack.append(models: [Answer(text: "Hi! Press n to ask me something.")])
  }

  var keyEntries: [KeyMapEntry<ScreenAction>] {
    [
      .command(
        "ask-next-question", keys: [.character("n")], help: "ask the next question",
        action: .askNextQuestion)
    ]
  }

  func perform(_ action: ScreenAction) -> Bool {
    guard action == .askNextQuestion else { return false }
    let (question, answer) = script[asked % script.count]
    asked += 1
    guard let rows = try? stack.append(models: [Question(text: question), Answer(text: answer)]),
      let last = rows.last?.index
    else { return true }
    try? stack.select(rowAt: last)
    stack.scrollToBottom()
    return true
  }
}
