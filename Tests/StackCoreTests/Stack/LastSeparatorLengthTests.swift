import Testing

@testable import StackCore

/// ``ScrollStack/contentLength`` remembers the last shown row's separator length until the
/// slots change: these tests keep it following every change of that separator.
@Suite struct LastSeparatorLengthTests {
  func stack() throws -> ScrollStack {
    let (stack, _) = try makeStack(lengths: [1, 1, 1], height: 5)
    stack.defaultSeparator = .line
    return stack
  }

  @Test func theLastRowsOwnSeparatorIsHidden() throws {
    let stack = try stack()
    #expect(stack.contentLength == 5)
    try stack.setSeparator(Separator(thickness: 3), forRowAt: 2)
    #expect(stack.contentLength == 5)
    try stack.setSeparator(Separator(thickness: 3), forRowAt: 1)
    #expect(stack.contentLength == 7)
  }

  @Test func aNewDefaultSeparatorIsHidden() throws {
    let stack = try stack()
    _ = stack.contentLength
    stack.defaultSeparator = Separator(thickness: 2)
    #expect(stack.contentLength == 7)
  }

  @Test func aNewLastRowHidesItsSeparatorInstead() throws {
    let stack = try stack()
    try stack.setSeparator(Separator(thickness: 3), forRowAt: 2)
    _ = stack.contentLength
    try stack.addRow(TestContent("D", length: 1))
    #expect(stack.contentLength == 2 + 2 + 4 + 1)  // C keeps its 3-cell separator.
    try stack.setRowHidden(true, at: 3)
    #expect(stack.contentLength == 5)
  }

  @Test func turningTheSettingOffShowsTheSeparatorAgain() throws {
    let stack = try stack()
    _ = stack.contentLength
    stack.autoHidesLastSeparator = false
    #expect(stack.contentLength == 6)
  }
}
