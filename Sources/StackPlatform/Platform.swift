// The one place where StackTUI's libraries meet the operating system (docs/decisions/0460):
// which C library to import, and every call that differs between Linux and the other
// systems. StackTerminal and StackTesting import this module `internal`ly instead of the C
// library, so its names do not reach their clients.
//
// CI builds and tests Linux (glibc) only. The Musl and Darwin branches below are written to
// the systems' documented interfaces but have never been compiled: they are kept small and
// obvious so that a first build there has little to fix.

#if canImport(Glibc)
  @_exported import Glibc
#elseif canImport(Musl)
  @_exported import Musl
#elseif canImport(Darwin)
  @_exported import Darwin
#else
  #error("StackTUI needs a POSIX C library: Glibc, Musl or Darwin")
#endif

/// A signal handler that takes the signal's details (`SA_SIGINFO`).
package typealias SignalHandler =
  @convention(c) (Int32, UnsafeMutablePointer<siginfo_t>?, UnsafeMutableRawPointer?) -> Void

extension sigaction {
  /// The handler's address: 0 for `SIG_DFL`, 1 for `SIG_IGN`, else a function's.
  package var handlerAddress: Int {
    #if canImport(Glibc)
      let handler = __sigaction_handler.sa_handler
    #elseif canImport(Musl)
      let handler = __sa_handler.sa_handler  // Untested.
    #else
      let handler = __sigaction_u.__sa_handler  // Untested.
    #endif
    return handler.map { unsafeBitCast($0, to: Int.self) } ?? 0
  }

  /// Sets `handler` as the action's `SA_SIGINFO` handler (the flags are the caller's).
  package mutating func setHandler(_ handler: SignalHandler) {
    #if canImport(Glibc)
      __sigaction_handler.sa_sigaction = handler
    #elseif canImport(Musl)
      __sa_handler.sa_sigaction = handler  // Untested.
    #else
      __sigaction_u.__sa_sigaction = handler  // Untested.
    #endif
  }
}

/// The signals whose default action ends the process that only some systems have.
package enum SystemSignals {
  /// SIGPWR and SIGSTKFLT on Linux; none elsewhere (untested).
  package static let powerAndStackFault: [Int32] = {
    #if os(Linux)
      [SIGPWR, SIGSTKFLT]
    #else
      []
    #endif
  }()

  /// The real-time signals (SIGRTMIN...SIGRTMAX) below `limit`; none where the system has
  /// none (Darwin, untested).
  package static func realTime(below limit: Int32) -> [Int32] {
    #if os(Linux)
      let first = __libc_current_sigrtmin()
      let last = min(__libc_current_sigrtmax(), limit - 1)
      return first <= last ? Array(first...last) : []
    #else
      return []
    #endif
  }
}

/// Notifications of changes to a followed file and its folder: inotify on Linux. Elsewhere
/// there are none (the descriptor is -1) and `AppLoop.follow` reads on a timer instead
/// (kqueue's `EVFILT_VNODE` would do; untested, so not written).
package enum FileChangeNotifications {
  /// A non-blocking descriptor that becomes readable on a change, or -1.
  package static func open() -> Int32 {
    #if os(Linux)
      inotify_init1(Int32(IN_NONBLOCK | IN_CLOEXEC))
    #else
      -1
    #endif
  }

  /// Watches `folder` for files made, moved in or out, and removed.
  package static func watchFolder(_ folder: [CChar], on descriptor: Int32) {
    #if os(Linux)
      addWatch(folder, UInt32(IN_CREATE | IN_MOVED_TO | IN_DELETE | IN_MOVED_FROM), descriptor)
    #endif
  }

  /// Watches the file at `path` for writes, attribute changes, moves and removal.
  package static func watchFile(_ path: [CChar], on descriptor: Int32) {
    #if os(Linux)
      addWatch(path, UInt32(IN_MODIFY | IN_ATTRIB | IN_MOVE_SELF | IN_DELETE_SELF), descriptor)
    #endif
  }

  #if os(Linux)
    /// `inotify_add_watch` of `events` on `path`, when the descriptor is open.
    private static func addWatch(_ path: [CChar], _ events: UInt32, _ descriptor: Int32) {
      guard descriptor >= 0 else { return }
      _ = inotify_add_watch(descriptor, path, events)
    }
  #endif
}

/// The size of the terminal on `descriptor` (`TIOCGWINSZ`), or nil when it is not one.
package func terminalWindowSize(of descriptor: Int32) -> winsize? {
  var window = winsize()
  #if os(Linux)
    let result = ioctl(descriptor, UInt(TIOCGWINSZ), &window)
  #else
    let result = ioctl(descriptor, TIOCGWINSZ, &window)  // Untested.
  #endif
  return result == 0 ? window : nil
}

#if canImport(Darwin)
  /// `posix_spawn`'s file actions: an opaque pointer on Darwin (untested).
  package typealias SpawnFileActions = posix_spawn_file_actions_t?
  /// `posix_spawn`'s attributes: an opaque pointer on Darwin (untested).
  package typealias SpawnAttributes = posix_spawnattr_t?
  /// Not yet initialised (`posix_spawn_file_actions_init` does).
  package func uninitialisedSpawnFileActions() -> SpawnFileActions { nil }
  /// Not yet initialised (`posix_spawnattr_init` does).
  package func uninitialisedSpawnAttributes() -> SpawnAttributes { nil }
  /// The process's environment (`environ`, which Darwin's headers do not declare).
  package var processEnvironment: UnsafeMutablePointer<UnsafeMutablePointer<CChar>?>? {
    _NSGetEnviron().pointee
  }
#else
  /// `posix_spawn`'s file actions: a structure on Linux.
  package typealias SpawnFileActions = posix_spawn_file_actions_t
  /// `posix_spawn`'s attributes: a structure on Linux.
  package typealias SpawnAttributes = posix_spawnattr_t
  /// Not yet initialised (`posix_spawn_file_actions_init` does).
  package func uninitialisedSpawnFileActions() -> SpawnFileActions { SpawnFileActions() }
  /// Not yet initialised (`posix_spawnattr_init` does).
  package func uninitialisedSpawnAttributes() -> SpawnAttributes { SpawnAttributes() }
  /// The process's environment (`environ`).
  package var processEnvironment: UnsafeMutablePointer<UnsafeMutablePointer<CChar>?>? {
    environ
  }
#endif

/// The state letter of process `pid` (`R` running, `S` sleeping, `Z` zombie…) from
/// `/proc/PID/stat` on Linux; nil elsewhere (untested: `ps -o stat= -p PID` would say).
package func processStateLetter(of pid: pid_t) -> Character? {
  #if os(Linux)
    let descriptor = open("/proc/\(pid)/stat", O_RDONLY | O_CLOEXEC)
    guard descriptor >= 0 else { return nil }
    defer { close(descriptor) }
    var bytes = [UInt8](repeating: 0, count: 4096)
    let count = read(descriptor, &bytes, bytes.count)
    // `PID (name) S …`: the letter follows the last `)` (a name may hold one).
    guard count > 0, let nameEnd = bytes[..<count].lastIndex(of: UInt8(ascii: ")")) else {
      return nil
    }
    return bytes[(nameEnd + 1)..<count].first { $0 != UInt8(ascii: " ") }
      .map { Character(Unicode.Scalar($0)) }
  #else
    return nil
  #endif
}
