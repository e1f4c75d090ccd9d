import Testing

@testable import StackLive
@testable import StackTerminal

/// Reading an inherited descriptor never changes its flags (issue 27: `O_NONBLOCK` left on a
/// shared standard input made the next reader fail with EAGAIN: `{ …; } | { pick; cat; }`).
@MainActor
@Suite struct DescriptorFlagsTests {
  @Test func readingLinesLeavesTheDescriptorsFlagsAsTheyWere() throws {
    var ends: [Int32] = [-1, -1]
    #expect(pipe(&ends) == 0)
    defer {
      close(ends[0])
      close(ends[1])
    }
    let before = fcntl(ends[0], F_GETFL)
    let reading = LineReading(descriptor: FileDescriptor(rawValue: ends[0]))
    // Nothing there: no line, and no wait.
    #expect(reading.readAvailable() == nil)
    _ = "one\ntwo\n".withCString { write(ends[1], $0, 8) }
    let batch = try #require(reading.readAvailable())
    #expect(batch.indices.map { batch.text(at: $0) } == ["one", "two"])
    #expect(reading.readAvailable() == nil)
    #expect(fcntl(ends[0], F_GETFL) == before)
    #expect(fcntl(ends[0], F_GETFL) & O_NONBLOCK == 0)
  }

  @Test func readIfReadyAnswersEAGAINWhenNothingIsThereInsteadOfWaiting() {
    var ends: [Int32] = [-1, -1]
    #expect(pipe(&ends) == 0)
    defer {
      close(ends[0])
      close(ends[1])
    }
    var byte: UInt8 = 0
    #expect(LineReading.readIfReady(ends[0], into: &byte, count: 1) == -1)
    #expect(errno == EAGAIN)
    close(ends[1])
    ends[1] = -1
    // At the end of the input: 0, not EAGAIN.
    #expect(LineReading.readIfReady(ends[0], into: &byte, count: 1) == 0)
  }
}
