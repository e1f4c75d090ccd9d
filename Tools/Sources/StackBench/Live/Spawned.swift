import StackTesting

/// Commands run without the app, for comparison.
enum Spawned {
  /// Runs `arguments` with standard output to `/dev/null`; nanoseconds from spawn to reaped.
  static func runToDevNull(_ arguments: [String]) -> UInt64 {
    var actions = uninitialisedSpawnFileActions()
    posix_spawn_file_actions_init(&actions)
    defer { posix_spawn_file_actions_destroy(&actions) }
    posix_spawn_file_actions_addopen(&actions, 1, "/dev/null", O_WRONLY, 0)
    posix_spawn_file_actions_addopen(&actions, 0, "/dev/null", O_RDONLY, 0)
    let argv = arguments.map { strdup($0) } + [nil]
    defer { for pointer in argv { free(pointer) } }
    var pid: pid_t = 0
    let start = LiveClock.now()
    guard posix_spawnp(&pid, arguments[0], &actions, nil, argv, processEnvironment) == 0 else {
      fatalError("stack-bench: cannot run \(arguments[0])")
    }
    var status: Int32 = 0
    while waitpid(pid, &status, 0) < 0 && errno == EINTR {}
    return LiveClock.now() - start
  }

  /// The lines `arguments` writes on standard output.
  static func countLines(_ arguments: [String]) -> Int {
    do {
      let result = try Spawn.run(
        "/usr/bin/env", arguments, timeout: nil)
      return result.stdout.reduce(0) { $0 + ($1 == UInt8(ascii: "\n") ? 1 : 0) }
    } catch {
      fatalError("stack-bench: \(error)")
    }
  }
}
