internal import CPNGBridge
internal import CCairo
import Foundation
import TerrariumGraphics

/// An ARGB32 image surface: the pixels a render draws into.
package final class Surface {
    let pointer: OpaquePointer
    /// Width in device pixels.
    package let width: Int
    /// Height in device pixels.
    package let height: Int
    /// For a view of shared pixels: the pixels, kept alive as long as this surface.
    let viewed: ImagePixels?

    /// A new transparent surface. Throws `CanvasError.imageTooLarge` for a side of 0 or less,
    /// past `maximumImageSide`, or more than `maximumImagePixels` in all; `.cairo` if Cairo fails.
    package init(width: Int, height: Int) throws(CanvasError) {
        guard width > 0, height > 0, width <= maximumImageSide, height <= maximumImageSide,
              width * height <= maximumImagePixels else {
            throw .imageTooLarge(width: width, height: height, limit: maximumImageSide)
        }
        pointer = try Self.checked(cairo_image_surface_create(CAIRO_FORMAT_ARGB32, Int32(width), Int32(height)),
                                   "could not create a \(width)x\(height) surface")
        self.width = width
        self.height = height
        viewed = nil
    }

    /// A surface of this thread's own over `pixels`' bytes, for drawing them as a source (see
    /// ImagePixels). Nothing may draw into it: the bytes are shared.
    init(viewing pixels: ImagePixels) throws(CanvasError) {
        pointer = try Self.checked(cairo_image_surface_create_for_data(pixels.data, CAIRO_FORMAT_ARGB32, Int32(pixels.width),
                                                                        Int32(pixels.height), Int32(pixels.stride)),
                                   "could not view a \(pixels.width)x\(pixels.height) image")
        width = pixels.width
        height = pixels.height
        viewed = pixels
    }

    /// Decodes a PNG the engine's own reader takes (see `PNGDecoder`) straight into the memory
    /// of a new surface, premultiplied as Cairo keeps it: no straight-RGBA copy and no second
    /// pass on the way. Nil for a file it leaves to libpng.
    static func decoding(png data: Data) -> Surface? {
        data.withUnsafeBytes { raw -> Surface? in
            guard let base = raw.bindMemory(to: UInt8.self).baseAddress, var plan = PNGDecoder.fastPlan(base, raw.count),
                  let memory = DecodeMemory.allocate(plan.buffer_bytes) else { return nil }
            guard tpng_fast_decode_argb(base, raw.count, &plan, memory.pointee.base) == Int32(TPNG_FAST_OK) else {
                DecodeMemory.release(memory)
                return nil
            }
            return owning(memory, width: Int(plan.width), height: Int(plan.height))
        }
    }

    /// A surface over `memory`'s premultiplied ARGB32 pixels (rows of `width * 4` bytes), which
    /// it owns from here: given back when Cairo destroys it, or now if no surface could be made.
    static func owning(_ memory: UnsafeMutablePointer<DecodeMemory>, width: Int, height: Int) -> Surface? {
        guard let surface = cairo_image_surface_create_for_data(memory.pointee.base, CAIRO_FORMAT_ARGB32, Int32(width),
                                                                 Int32(height), Int32(width * 4)) else {
            DecodeMemory.release(memory)
            return nil
        }
        guard cairo_surface_status(surface) == CAIRO_STATUS_SUCCESS,
              cairo_surface_set_user_data(surface, Self.ownedBufferKey, memory, DecodeMemory.release) == CAIRO_STATUS_SUCCESS else {
            cairo_surface_destroy(surface)
            DecodeMemory.release(memory)
            return nil
        }
        return Surface(adopting: surface, width: width, height: height)
    }

    /// Cairo tells user data apart by the key's address only; never written.
    nonisolated(unsafe) private static let ownedBufferKey = UnsafeMutablePointer<cairo_user_data_key_t>.allocate(capacity: 1)

    private init(adopting pointer: OpaquePointer, width: Int, height: Int) {
        self.pointer = pointer
        self.width = width
        self.height = height
        viewed = nil
    }

    deinit { cairo_surface_destroy(pointer) }

    /// A new surface, or Cairo's reason it could not be made (the surface is then destroyed).
    private static func checked(_ surface: OpaquePointer?, _ failure: String) throws(CanvasError) -> OpaquePointer {
        guard let surface else { throw .cairo(failure) }
        let status = cairo_surface_status(surface)
        guard status == CAIRO_STATUS_SUCCESS else {
            cairo_surface_destroy(surface)
            throw .cairo(String(cString: cairo_status_to_string(status)))
        }
        return surface
    }

    var stride: Int { Int(cairo_image_surface_get_stride(pointer)) }

    /// Calls `body` with the raw premultiplied ARGB32 bytes (native-endian words) and the stride.
    func withPixels<R>(_ body: (UnsafeMutablePointer<UInt8>, Int) throws -> R) rethrows -> R {
        cairo_surface_flush(pointer)
        guard let data = cairo_image_surface_get_data(pointer) else {
            preconditionFailure("an image surface always has data once its status is success")
        }
        let result = try body(data, stride)
        cairo_surface_mark_dirty(pointer)
        return result
    }

    /// Every pixel transparent again, as a new surface's are: for drawing frame after frame
    /// on one surface, where a new one's memory would be faulted in (and zeroed) every time.
    package func clear() {
        withPixels { data, stride in _ = memset(data, 0, stride * height) }
    }

    /// The pixels as the surface holds them (premultiplied words), copied row by row: what
    /// lint reads, without a conversion pass.
    package func premultipliedPixels() -> PremultipliedPixels {
        withPixels { data, stride in
            let words = [UInt32](unsafeUninitializedCapacity: width * height) { buffer, count in
                if let out = buffer.baseAddress.map(UnsafeMutableRawPointer.init) {
                    for y in 0..<height { memcpy(out + y * width * 4, data + y * stride, width * 4) }
                }
                count = buffer.count
            }
            return PremultipliedPixels(width: width, height: height, words: words)
        }
    }

    /// The pixels as straight-alpha RGBA, for comparison and tests.
    package func pixelBuffer() -> PixelBuffer {
        withPixels { data, stride in
            // The PNG writer's own conversion (C): rounded as the file stores them, and
            // lint reads every render's pixels, where a per-pixel Swift loop in a debug build
            // took two fifths of its time.
            // Not zeroed first: the conversion writes every byte.
            var rows = tpng_rows(pixels: UnsafePointer(data), width: Int32(width), height: Int32(height), stride: Int32(stride),
                                 premultiplied: 1)
            let bytes = [UInt8](unsafeUninitializedCapacity: width * height * 4) { buffer, count in
                tpng_straight_rgba8(&rows, buffer.baseAddress)
                count = buffer.count
            }
            return PixelBuffer(width: width, height: height, rgba: bytes)
        }
    }
}

extension Surface {
    /// A surface holding straight-alpha RGBA pixels (premultiplied on the way in).
    package convenience init(pixels: PixelBuffer) throws(CanvasError) {
        try self.init(width: pixels.width, height: pixels.height)
        withPixels { data, stride in
            pixels.rgba.withUnsafeBufferPointer { rgba in
                tpng_premultiply_rgba8(rgba.baseAddress, Int32(width), Int32(height), data, Int32(stride))
            }
        }
    }
}
