// This test target's one door to the C library (docs/decisions/0460): the package's platform
// module, which imports the right C library, so the other files use its names without
// importing it.
@_exported import StackPlatform
