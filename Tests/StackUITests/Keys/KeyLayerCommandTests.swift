import Testing

@testable import StackUI

/// `KeyLayer.command` and `[KeyLayer].handle`: an app's own keys as layers, with their help.
@MainActor
@Suite struct KeyLayerCommandTests {
  @Test func aCommandLayerPerformsItsKeysAndListsThemInItsHelp() {
    var count = 0
    let layer = KeyLayer.command("filter", keys: [.character("/"), .ctrl("f")], help: "filter") {
      count += 1
      return .redraw
    }
    #expect(layer.handle(.character("/")) == .redraw)
    #expect(layer.handle(.ctrl("f")) == .redraw)
    #expect(layer.handle(.character("x")) == nil)
    #expect(count == 2)
    #expect(layer.helpSection.title == "App")
    #expect(layer.helpSection.lines.map(\.help) == ["filter"])
  }

  @Test func aKeyListedTwiceCountsOnce() {
    let layer = KeyLayer.command("x", keys: [.character("x"), .character("x")], help: "ex") {
      .redraw
    }
    #expect(layer.handle(.character("x")) == .redraw)
    #expect(layer.helpSection.lines.count == 1)
  }

  @Test func layersAreTriedInOrderAndOnlyKeysReachThem() {
    var order: [String] = []
    let layers: [KeyLayer] = [
      .command("first", keys: [.character("a")], help: "first") {
        order.append("first")
        return .redraw
      },
      .command("second", keys: [.character("a"), .character("b")], help: "second") {
        order.append("second")
        return .unchanged
      },
      .quit(),
    ]
    #expect(layers.handle(.key(.character("a"))) == .redraw)
    #expect(layers.handle(.key(.character("b"))) == .unchanged)
    #expect(layers.handle(.key(.character("q"))) == .quit)
    #expect(layers.handle(.key(.character("z"))) == nil)
    #expect(layers.handle(.resize(Size(width: 10, height: 2))) == nil)
    #expect(order == ["first", "second"])
  }
}

/// `KeyHelpSection.listMoves`: the moving keys of the standard map, no more.
@Suite struct KeyHelpSectionListMovesTests {
  @Test func itListsTheMovesOfTheStandardMapInItsOrder() {
    let section = KeyHelpSection.listMoves()
    #expect(section.title == "List")
    #expect(section.lines == Array(KeyMap<StackAction>.standard.helpLines.prefix(3)))
    #expect(!section.lines.contains { $0.keys.contains("Enter") || $0.keys.contains("←") })
  }
}
