import StackCore
import StackTerminal
import Testing

@testable import Pick

/// pick's query typed key by key (a paste into a terminal without bracketed paste): each key
/// appends to the query in place. Counted, not timed: the query's storage moves only when it
/// grows (a few dozen times over a megabyte) or once after a frame filtered it, never once a
/// key, which copied the whole query every key (issue 27: 1 MB pasted, 60 s CPU, q ignored).
@MainActor
@Suite struct PickQueryCostTests {
  /// Where the query's bytes are now.
  private static func storage(of text: String) -> UInt? {
    text.utf8.withContiguousStorageIfAvailable { UInt(bitPattern: $0.baseAddress) } ?? nil
  }

  @Test func typingAMegabyteQueryCostsLinearTime() {
    let app = PickApp(input: Array("a b c\nxyxy\n".utf8))
    app.resize(to: Size(width: 20, height: 5))
    let keys = 1 << 20
    // A frame (filter pass) now and then, as the loop takes one after the keys it read.
    let keysPerFrame = 1 << 16
    // Growth doubles the storage (about 20 moves), each frame's filter shares the query once
    // (one copy on the next key), the first 15 characters live inline (a move each).
    let allowedMoves = keys / keysPerFrame + 64
    var moves = 0
    var last = Self.storage(of: app.input.text)
    var typed = 0
    // Stops once over the allowance: a copy per key would otherwise take minutes to fail.
    while typed < keys && moves <= allowedMoves {
      _ = app.handle(.key(.character(typed % 2 == 0 ? "x" : "y")))
      typed += 1
      if typed % keysPerFrame == 0 { _ = app.advanceAnimations() }
      let now = Self.storage(of: app.input.text)
      if now != last { moves += 1 }
      last = now
    }
    #expect(moves <= allowedMoves, "the query moved \(moves) times in \(typed) keys")
    app.applyQuery()
    #expect(app.input.text.utf8.count == keys)
    app.list.filter.finish()
    #expect(app.list.filter.matchCount == 0)
  }
}
