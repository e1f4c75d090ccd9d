import Testing

@testable import StackTerminal

/// `STACKTUI_REPEAT` turns the `rep` capability down for terminals that do not honour it.
@Suite struct RepeatPolicyTests {
  @Test func unsetOrUnknownValuesLeaveItAutomatic() {
    #expect(RepeatPolicy(environment: nil) == .automatic)
    #expect(RepeatPolicy(environment: "") == .automatic)
    #expect(RepeatPolicy(environment: "yes") == .automatic)
  }

  @Test func asciiAndNeverAreRecognisedInAnyCase() {
    #expect(RepeatPolicy(environment: "any") == .any)
    #expect(RepeatPolicy(environment: "ascii") == .asciiOnly)
    #expect(RepeatPolicy(environment: "ASCII") == .asciiOnly)
    #expect(RepeatPolicy(environment: "never") == .never)
    #expect(RepeatPolicy(environment: "none") == .never)
    #expect(RepeatPolicy(environment: "0") == .never)
  }
}
