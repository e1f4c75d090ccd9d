import StackCore
import StackTerminal
import Testing

@testable import StackDemo

/// The chat screen: answers stream in word by word on the clock while the view follows the
/// end; scrolled up, nothing moves and the status line counts the new messages; `L` loads
/// older messages above without moving what is on screen.
@MainActor
@Suite struct DemoChatStreamingTests {
  private func chat(height: Int = 14) throws -> DemoHarness {
    try DemoHarness(screen: "chat", width: 60, height: height, animated: true)
  }

  /// The text of the answer after the last question on screen (its lines joined), or "".
  private func lastAnswer(_ demo: DemoHarness) -> String {
    let lines = demo.stackLines
    guard let question = lines.lastIndex(where: { $0.hasPrefix(" You: ") }),
      let start = lines[question...].firstIndex(where: { $0.hasPrefix(" Bot: ") })
    else { return "" }
    return lines[start...].prefix { !$0.hasPrefix("─") && !$0.isEmpty }
      .map { $0.trimmingCharacters(in: .whitespaces) }.joined(separator: " ")
  }

  @Test func chatStreamsWordsOverTime() throws {
    let demo = try chat()
    demo.press("n")
    demo.wait(milliseconds: 200)
    #expect(demo.text.contains("You: What is StackTUI?"))
    #expect(lastAnswer(demo).isEmpty, "the bot is still thinking")
    #expect(demo.status.contains("│ bot is typing..."), "\(demo.status)")
    var counts: [Int] = []
    for _ in 0..<8 {
      demo.wait(milliseconds: 80)
      counts.append(lastAnswer(demo).split(separator: " ").count)
    }
    #expect(counts == counts.sorted(), "words only arrive: \(counts)")
    #expect(counts.contains { $0 > 2 && $0 < 11 }, "part of the answer at some point: \(counts)")
    demo.wait(milliseconds: 1000)
    #expect(
      lastAnswer(demo) == "Bot: A Swift library for scrollable stacks of rows in the terminal.")
    #expect(!demo.app.isAnimating)
    #expect(demo.statusSelection?.row == 3)
  }

  @Test func aStreamingAnswerKeepsTheEndInView() throws {
    let demo = try chat(height: 10)
    for _ in 0..<6 {
      demo.press("n")
      for _ in 0..<40 {
        demo.wait(milliseconds: 50)
        // The view stays at the end (once the scroll to the new question has landed).
        if !demo.app.stack.isAnimating {
          #expect(demo.app.stack.offset == demo.app.stack.maxOffset)
        }
      }
    }
    #expect(demo.app.stack.offset == demo.app.stack.maxOffset)
    #expect(demo.statusSelection?.row == demo.statusSelection?.count)
  }

  @Test func scrolledUpChatShowsTheNewMessagesMarkerAndNothingMoves() throws {
    let demo = try chat(height: 10)
    for _ in 0..<4 {
      demo.press("n")
      demo.wait(milliseconds: 1500)
    }
    demo.press("n")
    demo.send(.mouse(.wheelUp(Point(x: 10, y: 4))))
    demo.wait(milliseconds: 200)
    let before = demo.stackLines
    #expect(!demo.status.contains("new message"))
    demo.wait(milliseconds: 2000)
    #expect(demo.stackLines == before, "nothing moves while the answer arrives")
    #expect(demo.status.contains("│ ↓ 1 new message │"), "\(demo.status)")
    demo.press("end")
    demo.wait(milliseconds: 300)
    #expect(!demo.status.contains("new message"))
    #expect(demo.text.contains("for scrollable stacks of rows"))
  }

  @Test func loadingOlderMessagesKeepsTheFirstVisibleMessageOnItsLine() throws {
    let demo = try chat(height: 12)
    for _ in 0..<4 {
      demo.press("n")
      demo.wait(milliseconds: 1500)
    }
    demo.send(.mouse(.wheelUp(Point(x: 10, y: 4))))
    let before = demo.stackLines
    let count = demo.app.stack.count
    demo.press("L")
    demo.wait(milliseconds: 300)
    #expect(demo.app.stack.count == count + 4)
    #expect(demo.stackLines == before)
    demo.press("L", "L")
    demo.wait(milliseconds: 300)
    #expect(demo.app.stack.count == count + 8, "the history holds four pairs")
    #expect(demo.stackLines == before)
    demo.press("g")
    demo.wait(milliseconds: 400)
    #expect(demo.text.contains("Hello! This is where the conversation started."))
  }

  @Test func withoutAClockAnAnswerLandsWhole() throws {
    let demo = try DemoHarness(screen: "chat")
    demo.press("n")
    #expect(
      demo.text.contains("Bot: A Swift library for scrollable stacks of rows in the terminal."))
    #expect(!demo.app.isAnimating)
  }

  @Test func theChatKeysAreInTheHelp() throws {
    let demo = try DemoHarness(screen: "chat")
    demo.press("?")
    #expect(demo.text.contains("ask the next question"))
    #expect(demo.text.contains("load older messages at the top"))
  }
}
