/// An open file descriptor, as the loop watches and reads it: a number the system gave
/// (`open`, `pipe`) or one of the three every process starts with.
///
/// ```swift
/// loop.readLines(from: .standardInput) { batch in … }    // text piped in
/// loop.watch(descriptor: FileDescriptor(rawValue: socket)) { … }
/// ```
///
/// The library never closes a descriptor it is given; the owner does.
public struct FileDescriptor: RawRepresentable, Hashable, Sendable {
  /// The system's number for it.
  public let rawValue: Int32

  /// The descriptor numbered `rawValue`.
  public init(rawValue: Int32) {
    self.rawValue = rawValue
  }

  /// Standard input, 0: text piped into the program.
  public static let standardInput = FileDescriptor(rawValue: 0)
  /// Standard output, 1.
  public static let standardOutput = FileDescriptor(rawValue: 1)
  /// Standard error, 2.
  public static let standardError = FileDescriptor(rawValue: 2)
}
