#include <metal_stdlib>
#include <simd/simd.h>

using namespace metal;

struct Particle {
    packed_float3 position;
    float mass;
    float2 velocity;
};
#ifdef FERROMETAL_CHECK_LAYOUT
static_assert(sizeof(Particle) == 24, "Particle: size");
static_assert(__builtin_offsetof(Particle, position) == 0, "Particle::position: offset");
static_assert(__builtin_offsetof(Particle, mass) == 12, "Particle::mass: offset");
static_assert(__builtin_offsetof(Particle, velocity) == 16, "Particle::velocity: offset");
#endif

float total_mass(const device Particle* particles, constant uint* ferrometal_buffer_sizes) {
    uint count = {};
    uint stride = {};
    float m = {};
    uint i = {};
    count = (ferrometal_buffer_sizes[0] / 24u);
    stride = 24u;
    m = 0.0f;
    {
        i = 0u;
        bool loop_init = true;
        while (true) {
            if (!loop_init) {
                i = i + 1u;
            }
            loop_init = false;
            if (!(i < count)) {
                break;
            }
            m = m + particles[i].mass;
        }
    }
    return m;
}

kernel void main0(
    uint3 id [[thread_position_in_grid]],
    const device Particle* particles [[buffer(0)]],
    const device uint* raw [[buffer(1)]],
    device float* output [[buffer(2)]],
    constant uint* ferrometal_buffer_sizes [[buffer(3)]]
) {
    uint3 id_1 = {};
    uint outCount = {};
    uint outStride = {};
    uint bytes = {};
    float scale = {};
    id_1 = id;
    outCount = (ferrometal_buffer_sizes[2] / 4u);
    outStride = 4u;
    bytes = (ferrometal_buffer_sizes[1] / 4u) * 4u;
    if (id_1.x >= outCount) {
        return;
    }
    scale = as_type<float>(raw[((id_1.x * 4u) % bytes) >> 2u]);
    uint _e32 = id_1.x;
    float _e34 = total_mass(particles, ferrometal_buffer_sizes);
    output[_e32] = _e34 * scale;
    return;
}
