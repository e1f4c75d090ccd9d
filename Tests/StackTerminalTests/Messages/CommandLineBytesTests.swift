import StackTerminal
import Testing

/// `CommandLineBytes`: a parsed argument matched back to the bytes it came from.
@Suite struct CommandLineBytesTests {
  static let program = Array("tool".utf8)

  @Test func anArgumentThatIsNotUTF8IsFoundByItsRepairedText() {
    let name: [UInt8] = [0x78, 0xFF, 0x2E, 0x6C, 0x6F, 0x67]
    let arguments = [Self.program, Array("--max-lines".utf8), Array("50".utf8), name]
    #expect(CommandLineBytes.repaired(name) == "x\u{FFFD}.log")
    #expect(CommandLineBytes.bytes(of: "x\u{FFFD}.log", in: arguments) == name)
    #expect(CommandLineBytes.bytes(of: "50", in: arguments) == Array("50".utf8))
  }

  @Test func theProgramsNameAndAbsentTextGiveNothing() {
    let arguments = [Self.program, Array("a".utf8)]
    #expect(CommandLineBytes.bytes(of: "tool", in: arguments) == nil)
    #expect(CommandLineBytes.bytes(of: "b", in: arguments) == nil)
  }

  @Test func twoArgumentsRepairedToTheSameTextCannotBeToldApart() {
    let arguments = [Self.program, [0x61, 0xFF], [0x61, 0xFE]]
    #expect(CommandLineBytes.bytes(of: "a\u{FFFD}", in: arguments) == nil)
    // The same bytes twice are one answer.
    #expect(
      CommandLineBytes.bytes(of: "a\u{FFFD}", in: [Self.program, [0x61, 0xFF], [0x61, 0xFF]]) == [
        0x61, 0xFF,
      ])
  }

  @Test func aCommandAfterTheTerminatorKeepsEachArgumentsBytes() {
    let arguments: [[UInt8]] = [
      Self.program, Array("--".utf8), Array("cp".utf8), [0x61, 0xFF], [0x61, 0xFE],
    ]
    let parsed = ["cp", "a\u{FFFD}", "a\u{FFFD}"]
    #expect(
      CommandLineBytes.trailingBytes(of: parsed, in: arguments)
        == [Array("cp".utf8), [0x61, 0xFF], [0x61, 0xFE]])
    #expect(CommandLineBytes.trailingBytes(of: ["cp", "b"], in: arguments) == nil)
    #expect(
      CommandLineBytes.trailingBytes(of: Array(repeating: "x", count: 9), in: arguments) == nil)
  }

  @Test func thisProcessesArgumentsRepairToCommandLineArguments() {
    #expect(CommandLineBytes.arguments.map(CommandLineBytes.repaired) == CommandLine.arguments)
  }
}
