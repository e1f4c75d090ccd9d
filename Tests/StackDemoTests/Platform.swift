// This test target's one door to the C library (docs/decisions/0460): the package's platform
// module, which imports the right C library, so the other files use its names without
// importing it.
@_exported import StackPlatform

/// The signals whose default action ends the process that only Linux has: SIGPWR, SIGSTKFLT
/// and 34 (SIGRTMIN under glibc). None elsewhere.
let linuxOnlyFatalSignals: [Int32] = {
  #if os(Linux)
    [SIGPWR, SIGSTKFLT, 34]
  #else
    []
  #endif
}()

/// Opens a new pseudo-terminal: the controller's descriptor and the path of its terminal
/// side, unlocked; nil when none can be opened (`errno` says why).
func openPseudoTerminalController() -> (controller: Int32, terminalPath: String)? {
  #if os(Linux)
    // posix_openpt and friends are not in the Glibc module: open the multiplexer and use the
    // ioctls (TIOCSPTLCK `_IOW('T', 0x31, int)`, TIOCGPTN `_IOR('T', 0x30, unsigned)`) that
    // unlockpt and ptsname use.
    let controller = open("/dev/ptmx", O_RDWR | O_NOCTTY | O_CLOEXEC)
    var unlock: Int32 = 0
    var number: UInt32 = 0
    guard controller >= 0, ioctl(controller, UInt(0x4004_5431), &unlock) == 0,
      ioctl(controller, UInt(0x8004_5430), &number) == 0
    else {
      if controller >= 0 { close(controller) }
      return nil
    }
    return (controller, "/dev/pts/\(number)")
  #else
    // Untested.
    let controller = posix_openpt(O_RDWR | O_NOCTTY)
    guard controller >= 0, grantpt(controller) == 0, unlockpt(controller) == 0,
      let name = ptsname(controller)
    else {
      if controller >= 0 { close(controller) }
      return nil
    }
    return (controller, String(cString: name))
  #endif
}
