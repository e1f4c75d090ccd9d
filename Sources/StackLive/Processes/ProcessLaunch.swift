import CStackSystem
internal import StackPlatform
import StackTerminal

/// How a child process is started with `posix_spawn`: its arguments, its standard
/// descriptors, the signals it gets back at their defaults (with an empty signal mask) and
/// whether it leads a process group of its own. The one place the repository fills
/// `posix_spawn`'s file actions and attributes: ``ChildProcess`` and StackTesting's `Spawn`
/// (the tmux driver, the tests and `stack-bench`) both start their children here.
package struct ProcessLaunch {
  /// The child's `argv`, the program first, as bytes (an argument need not be UTF-8; a NUL
  /// byte ends it, as in C).
  package var arguments: [[UInt8]]
  /// The program: a path, or with ``searchesPath`` a name looked up in `PATH`, as bytes.
  package var program: [UInt8]
  /// True: `posix_spawnp` (a name without `/` is looked up in `PATH`).
  package var searchesPath = false
  /// The environment, or nil for this process's environment as it is now.
  package var environment: [String: String]?
  /// Standard input, or nil to leave descriptor 0 as it is.
  package var standardInput: Int32?
  /// Standard output.
  package var standardOutput: Int32
  /// Standard error.
  package var standardError: Int32
  /// Signals the child gets at their default disposition, whatever this process does.
  package var defaultSignals: [Int32]
  /// True: the child leads a new process group (signals sent to its group reach only it).
  package var leadsProcessGroup = false
  /// True: the child starts a session of its own (`setsid`): it leads a new process group
  /// and has no controlling terminal, so `/dev/tty` cannot be opened there and the
  /// terminal's signals (Ctrl-C, a hang-up) never reach it. Implies a process group.
  package var startsSession = false
  /// True: descriptors from 3 on are closed in the child (where the C library can), so it
  /// inherits none of the app's (the terminal's among them) even without close-on-exec.
  package var closesOtherDescriptors = false

  /// A launch of `program` with `arguments` as its `argv`.
  package init(
    program: String, arguments: [String], standardOutput: Int32, standardError: Int32,
    defaultSignals: [Int32]
  ) {
    self.program = Array(program.utf8)
    self.arguments = arguments.map { Array($0.utf8) }
    self.standardOutput = standardOutput
    self.standardError = standardError
    self.defaultSignals = defaultSignals
  }

  /// What `posix_spawn` did.
  package enum Outcome {
    /// The child runs with this process id.
    case started(Int32)
    /// It could not be started: `posix_spawn`'s error number.
    case failed(Int32)
  }

  /// Starts the child.
  package func start() -> Outcome {
    var actions = uninitialisedSpawnFileActions()
    posix_spawn_file_actions_init(&actions)
    defer { posix_spawn_file_actions_destroy(&actions) }
    if let standardInput { posix_spawn_file_actions_adddup2(&actions, standardInput, 0) }
    posix_spawn_file_actions_adddup2(&actions, standardOutput, 1)
    posix_spawn_file_actions_adddup2(&actions, standardError, 2)
    if closesOtherDescriptors { _ = stacktui_spawn_close_from(&actions, 3) }

    var attributes = uninitialisedSpawnAttributes()
    posix_spawnattr_init(&attributes)
    defer { posix_spawnattr_destroy(&attributes) }
    var empty = sigset_t()
    sigemptyset(&empty)
    posix_spawnattr_setsigmask(&attributes, &empty)
    var defaults = sigset_t()
    sigemptyset(&defaults)
    for signal in defaultSignals { sigaddset(&defaults, signal) }
    posix_spawnattr_setsigdefault(&attributes, &defaults)
    var flags = POSIX_SPAWN_SETSIGMASK | POSIX_SPAWN_SETSIGDEF
    let sessionFlag = Int32(stacktui_spawn_new_session_flag())
    if startsSession && sessionFlag != 0 {
      // A session leader leads its process group too (setpgid would fail on it).
      flags |= sessionFlag
    } else if leadsProcessGroup || startsSession {
      posix_spawnattr_setpgroup(&attributes, 0)
      flags |= POSIX_SPAWN_SETPGROUP
    }
    posix_spawnattr_setflags(&attributes, Int16(flags))

    let argv = arguments.map(Self.cString) + [nil]
    let envp = environment.map { $0.map { strdup("\($0.key)=\($0.value)") } + [nil] }
    let path = (program + [0]).map { CChar(bitPattern: $0) }
    defer {
      for pointer in argv + (envp ?? []) { free(pointer) }
    }
    var pid: pid_t = 0
    let result =
      switch (searchesPath, envp) {
      case (true, let envp?): posix_spawnp(&pid, path, &actions, &attributes, argv, envp)
      case (true, nil): posix_spawnp(&pid, path, &actions, &attributes, argv, processEnvironment)
      case (false, let envp?): posix_spawn(&pid, path, &actions, &attributes, argv, envp)
      case (false, nil): posix_spawn(&pid, path, &actions, &attributes, argv, processEnvironment)
      }
    return result == 0 ? .started(pid) : .failed(result)
  }

  /// `bytes` as a C string made with `malloc` (freed with `free`): the bytes as they are,
  /// then a NUL.
  private static func cString(_ bytes: [UInt8]) -> UnsafeMutablePointer<CChar>? {
    guard let copy = malloc(bytes.count + 1)?.bindMemory(to: CChar.self, capacity: bytes.count + 1)
    else { return nil }
    for (offset, byte) in bytes.enumerated() { copy[offset] = CChar(bitPattern: byte) }
    copy[bytes.count] = 0
    return copy
  }
}
