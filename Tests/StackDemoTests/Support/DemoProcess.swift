import Foundation
import StackTesting
import TestSupport
import Testing

/// Running the built `stack-demo` executable from tests.
enum DemoProcess {
  /// Why the demo cannot be run.
  struct Failure: Error, CustomStringConvertible {
    let description: String
  }

  /// The built `stack-demo`: next to the test bundle (`.build/<config>/stack-demo`, found
  /// from the path of the running `.xctest`).
  static func executable() throws -> String {
    do {
      return try BuiltExecutable.path(named: "stack-demo")
    } catch {
      throw Failure(description: error.description)
    }
  }

  /// What a finished run left.
  struct Result {
    var status: Int32
    var stdout: [UInt8]
    var stderr: [UInt8]
    var stdoutText: String { String(decoding: stdout, as: UTF8.self) }
    var stderrText: String { String(decoding: stderr, as: UTF8.self) }
  }

  /// Runs `stack-demo arguments` with standard input and output on `input`/`output`
  /// (descriptors; nil: `/dev/null` for input, a captured file for output) and standard
  /// error captured; kills it after `timeout`.
  static func run(
    _ arguments: [String], environment: [String: String] = cleanEnvironment(),
    input: Int32? = nil, output: Int32? = nil, timeout: Duration = hangCeiling
  ) throws -> Result {
    let result = try Spawn.run(
      try executable(), arguments, environment: environment, input: input, output: output,
      timeout: timeout)
    return Result(status: result.status, stdout: result.stdout, stderr: result.stderr)
  }

  /// This process's environment without `NO_COLOR`, with a UTF-8 locale.
  static func cleanEnvironment() -> [String: String] {
    var environment = ProcessInfo.processInfo.environment
    environment["NO_COLOR"] = nil
    // Other tests in this process set these for headless ncurses screens; a demo that
    // inherited them would draw for the wrong size.
    environment["LINES"] = nil
    environment["COLUMNS"] = nil
    environment["LC_ALL"] = "C.UTF-8"
    if environment["TERM"] == nil || environment["TERM"] == "dumb" {
      environment["TERM"] = "xterm-256color"
    }
    return environment
  }
}

/// A pseudo-terminal pair: hand ``terminal`` to a child as a terminal, read what it wrote
/// to it from ``controller``.
final class PseudoTerminal {
  let controllerDescriptor: Int32
  /// The terminal side, to give to a child.
  let terminal: Int32

  init() throws {
    guard case (let controller, let path)? = openPseudoTerminalController() else {
      throw DemoProcess.Failure(description: "cannot open a pseudo-terminal (errno \(errno))")
    }
    let descriptor = open(path, O_RDWR | O_NOCTTY | O_CLOEXEC)
    guard descriptor >= 0 else {
      close(controller)
      throw DemoProcess.Failure(description: "cannot open \(path) (errno \(errno))")
    }
    var size = winsize(ws_row: 24, ws_col: 80, ws_xpixel: 0, ws_ypixel: 0)
    _ = ioctl(descriptor, UInt(TIOCSWINSZ), &size)
    controllerDescriptor = controller
    terminal = descriptor
  }

  deinit {
    close(terminal)
    close(controllerDescriptor)
  }

  /// Everything written to the terminal side so far (without waiting for more).
  func written() -> [UInt8] {
    var bytes: [UInt8] = []
    var buffer = [UInt8](repeating: 0, count: 4096)
    while true {
      var poller = pollfd(fd: controllerDescriptor, events: Int16(POLLIN), revents: 0)
      guard poll(&poller, 1, 50) > 0, poller.revents & Int16(POLLIN) != 0 else { break }
      let count = read(controllerDescriptor, &buffer, buffer.count)
      guard count > 0 else { break }
      bytes += buffer[0..<count]
    }
    return bytes
  }
}
