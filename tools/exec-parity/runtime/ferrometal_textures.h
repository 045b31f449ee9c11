// Textures and samplers of the CPU runtime: the hooks msl-std's texture
// members call (metal/__texture_abi.h), over images the driver gives as
//
//     DIR/texture<N>.txt   `DIM FORMAT WIDTH HEIGHT DEPTH LAYERS MIPS`
//     DIR/texture<N>.bin   the texels: mip by mip, layer by layer (cube
//                          faces +x -x +y -y +z -z), slice, row, texel
//     DIR/sampler<N>.txt   the sampler's state, encoded as __texture_abi.h says
//
// and written back to DIR/texture<N>.out after the run. DIM and FORMAT are
// the numbers of `ferrometal::cases::{TextureDim, TextureFormat}::code`.
//
// Sampling follows the Vulkan specification's texel filtering (chapter
// "Image Operations"), which Metal's reads the same way where it says
// anything: u = s * width; nearest takes floor(u), linear the texels at
// floor(u - 0.5) and one further with weight frac(u - 0.5); the address
// mode maps each integer coordinate; LOD is the explicit level, the bias
// (no derivatives in a kernel: base 0), or log2 of the larger gradient
// length in texels; it is clamped to the sampler's [minLod, maxLod] (mip
// filter `none`: at most 0.25, the usual emulation, so the choice between
// the min and mag filters stays as Metal makes it and level 0 is used);
// lambda > 0 minifies. Nearest mip selection rounds halves down
// (ceil(d + 0.5) - 1). Cube maps pick the face by the major axis (Vulkan's
// table) and filter within the face: no seamless filtering across edges.
// Any texel access outside the image fails the run (undefined in Metal).
#pragma once
#include "metal/__texture_abi.h"
#include <cmath>
#include <cstdint>
#include <cstdio>
#include <cstring>
#include <string>
#include <vector>

namespace ferrometal_rt {

void fail(const std::string &why);

enum TexDim { D1 = 0, D1Array = 1, D2 = 2, D2Array = 3, D3 = 4, Cube = 5, CubeArray = 6 };
enum TexFormat { Rgba8Unorm = 0, R32Float = 1, Rgba32Float = 2, R32Uint = 3, R32Sint = 4, Rgba32Uint = 5, Depth32Float = 6 };

struct Texture {
    unsigned dim = 0, format = 0, width = 1, height = 1, depth = 1, layers = 1, mips = 1;
    std::vector<unsigned char> data;
    std::vector<size_t> mip_offset;
    bool loaded = false;

    unsigned texel_bytes() const { return format == Rgba32Float || format == Rgba32Uint ? 16 : 4; }
    unsigned stored_layers() const { return dim == Cube || dim == CubeArray ? layers * 6 : layers; }
    unsigned extent(unsigned axis, unsigned lod) const {
        unsigned base = axis == 0 ? width : axis == 1 ? height : depth;
        unsigned v = lod < 32 ? base >> lod : 0;
        return v ? v : 1;
    }
    bool is_float() const { return format == Rgba8Unorm || format == R32Float || format == Rgba32Float || format == Depth32Float; }
    unsigned char *texel(unsigned lod, int x, int y, int z, int layer) {
        size_t w = extent(0, lod), h = extent(1, lod), d = extent(2, lod);
        size_t index = ((size_t(layer) * d + size_t(z)) * h + size_t(y)) * w + size_t(x);
        return data.data() + mip_offset[lod] + index * texel_bytes();
    }
    bool inside(unsigned lod, int x, int y, int z, int layer) const {
        return lod < mips && x >= 0 && unsigned(x) < extent(0, lod) && y >= 0 && unsigned(y) < extent(1, lod) && z >= 0 &&
               unsigned(z) < extent(2, lod) && layer >= 0 && unsigned(layer) < stored_layers();
    }
    // The texel as four words: floats for float formats (missing components
    // 0, 0, 1), integers otherwise.
    void load(unsigned lod, int x, int y, int z, int layer, uint32_t out[4]) {
        const unsigned char *p = texel(lod, x, y, z, layer);
        float one = 1.0f;
        uint32_t one_bits;
        std::memcpy(&one_bits, &one, 4);
        out[0] = out[1] = out[2] = 0;
        out[3] = is_float() ? one_bits : 1;
        switch (format) {
        case Rgba8Unorm:
            for (int i = 0; i < 4; ++i) {
                float f = float(p[i]) / 255.0f;
                std::memcpy(&out[i], &f, 4);
            }
            break;
        case Rgba32Float:
        case Rgba32Uint: std::memcpy(out, p, 16); break;
        default: std::memcpy(out, p, 4); break;
        }
    }
    void store(unsigned lod, int x, int y, int z, int layer, const uint32_t in[4]) {
        unsigned char *p = texel(lod, x, y, z, layer);
        switch (format) {
        case Rgba8Unorm:
            for (int i = 0; i < 4; ++i) {
                float f;
                std::memcpy(&f, &in[i], 4);
                // Vulkan and Metal: clamp to [0, 1], then round to nearest.
                f = std::isnan(f) ? 0.0f : f < 0.0f ? 0.0f : f > 1.0f ? 1.0f : f;
                p[i] = (unsigned char)std::lround(f * 255.0f);
            }
            break;
        case Rgba32Float:
        case Rgba32Uint: std::memcpy(p, in, 16); break;
        default: std::memcpy(p, in, 4); break;
        }
    }
};

constexpr unsigned kTextures = 128, kSamplers = 16;
inline std::vector<Texture> &textures() {
    static std::vector<Texture> t(kTextures);
    return t;
}
inline uint64_t *sampler_states() {
    static uint64_t s[kSamplers];
    return s;
}
inline bool *sampler_bound() {
    static bool b[kSamplers];
    return b;
}

// A texture's handle is its resource ID (the `gpuResourceID` a Metal host
// writes into argument buffers and the 64-bit value a `metal4-bindless`
// kernel turns into a texture with `as_type`): kResourceIdBase + N for the
// texture the driver gives as texture<N>, so the IDs of consecutive
// textures are consecutive, as a texture view pool's views are (base + i).
// The base is far from 0 and from any heap address, so a handle that is a
// bare index or a pointer names no texture and fails the run.
constexpr uint64_t kResourceIdBase = 0x4d54'4c00'0000'0000ull;
inline uint64_t texture_id(unsigned index) { return kResourceIdBase + index; }
inline Texture *texture_of(unsigned long handle) {
    uint64_t n = uint64_t(handle) - kResourceIdBase;
    return uint64_t(handle) >= kResourceIdBase && n < kTextures && textures()[n].loaded ? &textures()[n] : nullptr;
}
inline std::string id_text(unsigned long handle) {
    char text[40];
    std::snprintf(text, sizeof text, " (resource ID 0x%llx)", (unsigned long long)handle);
    return text;
}

inline bool read_whole(const std::string &path, std::vector<unsigned char> &out) {
    FILE *f = std::fopen(path.c_str(), "rb");
    if (!f) return false;
    out.clear();
    unsigned char chunk[4096];
    size_t got;
    while ((got = std::fread(chunk, 1, sizeof chunk, f)) > 0) out.insert(out.end(), chunk, chunk + got);
    std::fclose(f);
    return true;
}

// Load every texture and sampler the driver wrote; false on a malformed one.
inline bool load_textures(const std::string &dir) {
    for (unsigned i = 0; i < kTextures; ++i) {
        FILE *f = std::fopen((dir + "/texture" + std::to_string(i) + ".txt").c_str(), "r");
        if (!f) continue;
        Texture &t = textures()[i];
        int got = std::fscanf(f, "%u %u %u %u %u %u %u", &t.dim, &t.format, &t.width, &t.height, &t.depth, &t.layers, &t.mips);
        std::fclose(f);
        if (got != 7 || t.dim > 6 || t.format > 6 || t.mips == 0 || t.mips > 16) {
            std::fprintf(stderr, "texture%u.txt: malformed\n", i);
            return false;
        }
        size_t total = 0;
        for (unsigned m = 0; m < t.mips; ++m) {
            t.mip_offset.push_back(total);
            total += size_t(t.extent(0, m)) * t.extent(1, m) * t.extent(2, m) * t.stored_layers() * t.texel_bytes();
        }
        if (!read_whole(dir + "/texture" + std::to_string(i) + ".bin", t.data) || t.data.size() != total) {
            std::fprintf(stderr, "texture%u.bin: missing or not %zu bytes\n", i, total);
            return false;
        }
        t.loaded = true;
    }
    for (unsigned i = 0; i < kSamplers; ++i) {
        FILE *f = std::fopen((dir + "/sampler" + std::to_string(i) + ".txt").c_str(), "r");
        if (!f) continue;
        unsigned long long bits = 0;
        int got = std::fscanf(f, "%llu", &bits);
        std::fclose(f);
        if (got != 1) {
            std::fprintf(stderr, "sampler%u.txt: malformed\n", i);
            return false;
        }
        sampler_states()[i] = bits;
        sampler_bound()[i] = true;
    }
    return true;
}

inline bool write_textures(const std::string &dir) {
    for (unsigned i = 0; i < kTextures; ++i) {
        Texture &t = textures()[i];
        if (!t.loaded) continue;
        FILE *f = std::fopen((dir + "/texture" + std::to_string(i) + ".out").c_str(), "wb");
        if (!f) return false;
        std::fwrite(t.data.data(), 1, t.data.size(), f);
        std::fclose(f);
    }
    return true;
}

inline float bits_float(uint32_t b) {
    float f;
    std::memcpy(&f, &b, 4);
    return f;
}
inline uint32_t float_bits(float f) {
    uint32_t b;
    std::memcpy(&b, &f, 4);
    return b;
}

// One integer texel coordinate through an address mode; false: a border texel.
inline bool wrap(int i, int size, unsigned mode, int &out) {
    switch (mode) {
    case 0: out = ((i % size) + size) % size; return true;
    case 1: {
        int period = ((i % (2 * size)) + 2 * size) % (2 * size);
        out = period < size ? period : 2 * size - 1 - period;
        return true;
    }
    case 2: out = i < 0 ? 0 : i >= size ? size - 1 : i; return true;
    default:
        out = i;
        return i >= 0 && i < size;
    }
}

struct Sampler {
    unsigned address[3];
    bool mag_linear, min_linear;
    unsigned mip_filter;
    unsigned compare_func;
    bool compare;
    unsigned border;
    bool pixel;
    float min_lod, max_lod;
    explicit Sampler(uint64_t h) {
        for (int i = 0; i < 3; ++i) address[i] = unsigned(h >> (3 * i)) & 7;
        mag_linear = (h >> 9) & 1;
        min_linear = (h >> 10) & 1;
        mip_filter = unsigned(h >> 11) & 3;
        compare_func = unsigned(h >> 13) & 7;
        compare = (h >> 16) & 1;
        border = unsigned(h >> 17) & 3;
        pixel = (h >> 19) & 1;
        min_lod = float((h >> 24) & 4095) / 16.0f;
        unsigned hi = unsigned(h >> 36) & 4095;
        max_lod = hi == 4095 ? 1e30f : float(hi) / 16.0f;
    }
};

inline bool compare_pass(unsigned func, float reference, float texel) {
    switch (func) {
    case 0: return false;
    case 1: return reference < texel;
    case 2: return reference <= texel;
    case 3: return reference > texel;
    case 4: return reference >= texel;
    case 5: return reference == texel;
    case 6: return reference != texel;
    default: return true;
    }
}

// Cube map face and face coordinates for a direction (Vulkan's table 
// "Cube map face selection and transformations").
inline void cube_face(const float c[3], int &face, float &s, float &t) {
    float ax = std::fabs(c[0]), ay = std::fabs(c[1]), az = std::fabs(c[2]);
    float sc, tc, ma;
    if (ax >= ay && ax >= az) {
        face = c[0] >= 0 ? 0 : 1;
        sc = c[0] >= 0 ? -c[2] : c[2];
        tc = -c[1];
        ma = ax;
    } else if (ay >= az) {
        face = c[1] >= 0 ? 2 : 3;
        sc = c[0];
        tc = c[1] >= 0 ? c[2] : -c[2];
        ma = ay;
    } else {
        face = c[2] >= 0 ? 4 : 5;
        sc = c[2] >= 0 ? c[0] : -c[0];
        tc = -c[1];
        ma = az;
    }
    s = 0.5f * (sc / ma) + 0.5f;
    t = 0.5f * (tc / ma) + 0.5f;
}

struct SampleCtx {
    Texture *t;
    const Sampler *s;
    const __fm_sample_args *a;
    unsigned axes;  // 1, 2 or 3 filtered axes
    int layer;
    float coord[3]; // normalized (or pixel) coordinates on the filtered axes
};

// One texel after addressing, as four floats (border colour outside).
inline void fetch(const SampleCtx &c, unsigned lod, const int i[3], float out[4]) {
    int w[3] = {0, 0, 0};
    bool in = true;
    for (unsigned k = 0; k < c.axes; ++k) in = wrap(i[k], int(c.t->extent(k, lod)), c.s->address[k], w[k]) && in;
    if (!in) {
        float b = c.s->border == 0 ? 0.0f : c.s->border == 1 ? 0.0f : 1.0f;
        float alpha = c.s->border == 0 ? 0.0f : 1.0f;
        out[0] = out[1] = out[2] = b;
        out[3] = alpha;
        if (c.s->address[0] == 4 || c.s->address[1] == 4 || c.s->address[2] == 4) out[0] = out[1] = out[2] = out[3] = 0;
        // A comparison compares the border's depth like a texel's.
        if (c.a->compare) {
            float r = compare_pass(c.s->compare_func, c.a->reference, out[0]) ? 1.0f : 0.0f;
            out[0] = out[1] = out[2] = r;
            out[3] = 1.0f;
        }
        return;
    }
    uint32_t bits[4];
    c.t->load(lod, w[0], w[1], w[2], c.layer, bits);
    for (int k = 0; k < 4; ++k) out[k] = c.t->is_float() ? bits_float(bits[k]) : float(bits[k]);
    if (c.a->compare) {
        float r = compare_pass(c.s->compare_func, c.a->reference, out[0]) ? 1.0f : 0.0f;
        out[0] = out[1] = out[2] = r;
        out[3] = 1.0f;
    }
}

// Filter one mip level.
inline void filter_level(const SampleCtx &c, unsigned lod, bool linear, float out[4]) {
    float u[3];
    for (unsigned k = 0; k < c.axes; ++k) {
        float size = float(c.t->extent(k, lod));
        u[k] = c.s->pixel ? c.coord[k] : c.coord[k] * size;
    }
    if (!linear) {
        int i[3] = {0, 0, 0};
        for (unsigned k = 0; k < c.axes; ++k) i[k] = int(std::floor(u[k])) + c.a->offset[k];
        fetch(c, lod, i, out);
        return;
    }
    int i0[3] = {0, 0, 0};
    float frac[3] = {0, 0, 0};
    for (unsigned k = 0; k < c.axes; ++k) {
        float x = u[k] - 0.5f;
        float f = std::floor(x);
        i0[k] = int(f) + c.a->offset[k];
        frac[k] = x - f;
    }
    for (int k = 0; k < 4; ++k) out[k] = 0;
    unsigned corners = 1u << c.axes;
    for (unsigned m = 0; m < corners; ++m) {
        int i[3] = {0, 0, 0};
        float weight = 1.0f;
        for (unsigned k = 0; k < c.axes; ++k) {
            bool hi = (m >> k) & 1;
            i[k] = i0[k] + (hi ? 1 : 0);
            weight *= hi ? frac[k] : 1.0f - frac[k];
        }
        float texel[4];
        fetch(c, lod, i, texel);
        for (int k = 0; k < 4; ++k) out[k] += weight * texel[k];
    }
}

inline void sample(unsigned long handle, uint64_t sampler_bits, const __fm_sample_args *a, uint32_t out[4]) {
    Texture *t = texture_of(handle);
    for (int k = 0; k < 4; ++k) out[k] = 0;
    if (!t || !t->loaded) {
        fail("sample from a texture the case does not bind" + id_text(handle));
        return;
    }
    Sampler s(sampler_bits);
    SampleCtx c{t, &s, a, 2, 0, {a->coord[0], a->coord[1], a->coord[2]}};
    switch (t->dim) {
    case D1: c.axes = 1; break;
    case D1Array: c.axes = 1; c.layer = int(a->layer); break;
    case D2: break;
    case D2Array: c.layer = int(a->layer); break;
    case D3: c.axes = 3; break;
    default: {
        int face;
        cube_face(a->coord, face, c.coord[0], c.coord[1]);
        c.layer = int(a->layer) * 6 + face;
    }
    }
    if (c.layer < 0 || unsigned(c.layer) >= t->stored_layers()) {
        fail("sample from array layer " + std::to_string(c.layer) + " of a texture with " +
             std::to_string(t->stored_layers()));
        return;
    }
    // Level of detail.
    float lambda = 0.0f;
    if (a->mode == 1) {
        lambda = a->lod;
    } else if (a->mode == 2) {
        lambda = a->lod;
    } else if (a->mode == 3) {
        float rho = 0.0f;
        for (const float *d : {a->ddx, a->ddy}) {
            float len = 0.0f;
            for (unsigned k = 0; k < c.axes; ++k) {
                float scaled = d[k] * float(t->extent(k, 0));
                if (t->dim >= Cube) scaled = d[k] * float(t->width) * 0.5f;
                len += scaled * scaled;
            }
            rho = std::fmax(rho, std::sqrt(len));
        }
        lambda = rho > 0.0f ? std::log2(rho) : -1e30f;
    }
    float max_lod = s.mip_filter == 0 ? std::fmin(s.max_lod, 0.25f) : s.max_lod;
    float min_lod = std::fmax(s.min_lod, a->min_lod);
    lambda = std::fmin(std::fmax(lambda, min_lod), max_lod);
    float q = float(t->mips - 1);
    float d = std::fmin(std::fmax(lambda, 0.0f), q);
    bool minify = lambda > 0.0f;
    bool linear = minify ? s.min_linear : s.mag_linear;
    float result[4];
    if (a->gather) {
        // The four texels of the linear footprint at the base level:
        // (i0, j1), (i1, j1), (i1, j0), (i0, j0).
        float u[2];
        for (int k = 0; k < 2; ++k) u[k] = (s.pixel ? c.coord[k] : c.coord[k] * float(t->extent(k, 0))) - 0.5f;
        int i0 = int(std::floor(u[0])) + a->offset[0], j0 = int(std::floor(u[1])) + a->offset[1];
        const int at[4][3] = {{i0, j0 + 1, 0}, {i0 + 1, j0 + 1, 0}, {i0 + 1, j0, 0}, {i0, j0, 0}};
        for (int k = 0; k < 4; ++k) {
            float texel[4];
            fetch(c, 0, at[k], texel);
            result[k] = texel[a->compare ? 0 : (a->component & 3)];
        }
    } else if (s.mip_filter == 2 && t->mips > 1) {
        unsigned lo = unsigned(std::floor(d));
        unsigned hi = lo + 1 > unsigned(q) ? unsigned(q) : lo + 1;
        float delta = d - std::floor(d);
        float a0[4], a1[4];
        filter_level(c, lo, linear, a0);
        filter_level(c, hi, linear, a1);
        for (int k = 0; k < 4; ++k) result[k] = (1.0f - delta) * a0[k] + delta * a1[k];
    } else {
        unsigned level = 0;
        if (s.mip_filter == 1) {
            float rounded = std::ceil(d + 0.5f) - 1.0f;
            level = unsigned(std::fmin(std::fmax(rounded, 0.0f), q));
        }
        filter_level(c, level, linear, result);
    }
    for (int k = 0; k < 4; ++k) out[k] = t->is_float() ? float_bits(result[k]) : uint32_t(int64_t(result[k]));
}

inline Texture *checked(unsigned long handle, const int *c, unsigned lod, const char *what) {
    Texture *t = texture_of(handle);
    if (!t || !t->loaded) {
        fail(std::string(what) + " of a texture the case does not bind" + id_text(handle));
        return nullptr;
    }
    if (!t->inside(lod, c[0], c[1], c[2], c[3])) {
        fail(std::string(what) + " outside the texture at (" + std::to_string(c[0]) + ", " + std::to_string(c[1]) + ", " +
             std::to_string(c[2]) + ") layer " + std::to_string(c[3]) + " level " + std::to_string(lod) +
             " (undefined in Metal)");
        return nullptr;
    }
    return t;
}

} // namespace ferrometal_rt

extern "C" {
void __ferrometal_tex_read(unsigned long tex, const int *c, unsigned lod, unsigned *out4) {
    for (int k = 0; k < 4; ++k) out4[k] = 0;
    if (ferrometal_rt::Texture *t = ferrometal_rt::checked(tex, c, lod, "read")) t->load(lod, c[0], c[1], c[2], c[3], out4);
}
void __ferrometal_tex_write(unsigned long tex, const int *c, unsigned lod, const unsigned *in4) {
    if (ferrometal_rt::Texture *t = ferrometal_rt::checked(tex, c, lod, "write")) t->store(lod, c[0], c[1], c[2], c[3], in4);
}
unsigned __ferrometal_tex_query(unsigned long tex, unsigned what, unsigned lod) {
    ferrometal_rt::Texture *t = ferrometal_rt::texture_of(tex);
    if (!t || !t->loaded) {
        ferrometal_rt::fail("query of a texture the case does not bind" + ferrometal_rt::id_text(tex));
        return 0;
    }
    switch (what) {
    case 0:
    case 1:
    case 2: return t->extent(what, lod);
    case 3: return t->layers;
    case 4: return t->mips;
    default: return 1;
    }
}
void __ferrometal_tex_sample(unsigned long tex, unsigned long sampler, const __fm_sample_args *a, unsigned *out4) {
    ferrometal_rt::sample(tex, sampler, a, out4);
}
unsigned __ferrometal_tex_atomic(unsigned long tex, const int *c, unsigned op, unsigned operand, unsigned *expected,
                                        unsigned is_signed) {
    ferrometal_rt::Texture *t = ferrometal_rt::checked(tex, c, 0, "atomic");
    if (!t) return 0;
    if (t->is_float()) {
        ferrometal_rt::fail("texture atomic on a float format");
        return 0;
    }
    unsigned char *p = t->texel(0, c[0], c[1], c[2], c[3]);
    uint32_t old;
    std::memcpy(&old, p, 4);
    uint32_t v = old;
    switch (op) {
    case 0: v = old + operand; break;
    case 1: v = old - operand; break;
    case 2: v = old & operand; break;
    case 3: v = old | operand; break;
    case 4: v = old ^ operand; break;
    case 5: v = is_signed ? uint32_t(int32_t(old) < int32_t(operand) ? old : operand) : (old < operand ? old : operand); break;
    case 6: v = is_signed ? uint32_t(int32_t(old) > int32_t(operand) ? old : operand) : (old > operand ? old : operand); break;
    case 7: break;
    case 8:
    case 9: v = operand; break;
    case 10: {
        bool ok = expected && old == *expected;
        if (ok) std::memcpy(p, &operand, 4);
        if (expected) *expected = old;
        return ok ? 1 : 0;
    }
    default: break;
    }
    std::memcpy(p, &v, 4);
    return old;
}
}
