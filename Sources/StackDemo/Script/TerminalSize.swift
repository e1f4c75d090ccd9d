import ArgumentParser
import StackCore
import StackTerminal
import StackTesting

/// A terminal size written `WIDTHxHEIGHT` (`80x24`), for `--size` and `# size:`.
struct TerminalSize: ExpressibleByArgument, Equatable {
  /// The size.
  let size: Size

  /// Parses `WxH` with both in 1...1000 (the script language's `resize` range); nil
  /// otherwise.
  init?(argument: String) {
    let parts = argument.split(separator: "x", omittingEmptySubsequences: false)
    guard parts.count == 2,
      parts.allSatisfy({ !$0.isEmpty && $0.allSatisfy { $0.isASCII && $0.isNumber } }),
      let width = Int(parts[0]), let height = Int(parts[1]),
      (1...ScriptParser.maximumDimension).contains(width),
      (1...ScriptParser.maximumDimension).contains(height)
    else { return nil }
    size = Size(width: width, height: height)
  }

  static var defaultCompletionKind: CompletionKind { .default }
}
