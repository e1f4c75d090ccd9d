/// The program's arguments as the bytes the system passed (`argv`), before Swift repairs them.
///
/// `CommandLine.arguments` (and so an argument parser) decodes each argument as UTF-8 and
/// replaces a byte that is not UTF-8 with U+FFFD: a file named `x\xFF` on the command line
/// arrives as `"x\u{FFFD}"`, a name that does not exist. Parse with `CommandLine.arguments`
/// as usual, then ask this type for the bytes the parsed text came from and open, list or
/// pass on those:
///
/// ```swift
/// let folder = CommandLineBytes.bytes(of: command.folder) ?? Array(command.folder.utf8)
/// ```
///
/// A parsed value is matched to the argument whose repaired text it is. Two different
/// arguments that repair to the same text (both with bytes that are not UTF-8) cannot be told
/// apart from their text: ``bytes(of:in:)`` then answers nil, and so does
/// ``trailingBytes(of:in:)`` when the arguments it takes are not the last ones.
public enum CommandLineBytes {
  /// The arguments this process was started with, its name first, each as its bytes.
  public static var arguments: [[UInt8]] {
    (0..<Int(CommandLine.argc)).map { index in
      var bytes: [UInt8] = []
      guard var pointer = CommandLine.unsafeArgv[index] else { return bytes }
      while pointer.pointee != 0 {
        bytes.append(UInt8(bitPattern: pointer.pointee))
        pointer += 1
      }
      return bytes
    }
  }

  /// The text Swift makes of `bytes` for `CommandLine.arguments`: UTF-8, each byte that is
  /// not part of valid UTF-8 replaced by U+FFFD.
  public static func repaired(_ bytes: [UInt8]) -> String {
    String(decoding: bytes, as: UTF8.self)
  }

  /// The bytes of the argument (after the program's name) that `value` was parsed from: the
  /// argument whose repaired text is `value`. Nil when none is, or when different arguments
  /// are (they cannot be told apart).
  ///
  /// - Parameters:
  ///   - value: The parsed argument's text.
  ///   - arguments: The arguments, the program's name first; this process's own by default.
  public static func bytes(of value: String, in arguments: [[UInt8]] = arguments) -> [UInt8]? {
    let candidates = Set(arguments.dropFirst().filter { repaired($0) == value })
    return candidates.count == 1 ? candidates.first : nil
  }

  /// The bytes of the arguments `values` were parsed from when they are the last arguments
  /// (a command and its arguments after `--`), in order; nil when the last arguments do not
  /// repair to `values`.
  ///
  /// - Parameters:
  ///   - values: The parsed arguments' texts, in order.
  ///   - arguments: The arguments, the program's name first; this process's own by default.
  public static func trailingBytes(
    of values: [String], in arguments: [[UInt8]] = arguments
  ) -> [[UInt8]]? {
    let tail = Array(arguments.dropFirst().suffix(values.count))
    guard tail.count == values.count, tail.map(repaired) == values else { return nil }
    return tail
  }
}
