// Nothing to call: the target's one function runs by itself, before the Swift runtime starts
// (FuzzTargetStartup.c). The header exists so that the target is a module like the others.
