import Testing

@testable import StackTerminal

/// Inline placement when the prompt is part-way along the last line: the newline that ends
/// the prompt scrolled the screen once; the region then scrolls only what it still needs.
@Suite struct InlinePlacementTests {
  @Test func aPromptPartWayAlongTheLastLineScrollsOnlyTheLinesTheRegionStillNeeds() {
    // The prompt on line 23 of 24, the cursor moved to the (new) line under it: line 24.
    let placement = InlineRegion.placement(startingAt: 24, requestedHeight: 5, screenLines: 24)
    #expect(placement.top == 19)
    #expect(placement.height == 5)
    #expect(placement.scrolled == 4)
  }
}
