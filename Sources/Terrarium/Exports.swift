// Plugins build scenes from these value types; re-exported so `import Terrarium` is enough.
@_exported import TerrariumGraphics
// And the layout a plugin describes its scenes in.
@_exported import TerrariumLayout
// And what reads their input: JSON, strict decoding, dates, field errors.
@_exported import TerrariumInput
