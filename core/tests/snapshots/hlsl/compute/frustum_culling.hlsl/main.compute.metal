#include <metal_stdlib>
#include <simd/simd.h>

using namespace metal;

struct type_CullConstants {
    array<float4, 6> Planes;
    uint InstanceCount;
    uchar _pad2[12];
};
#ifdef FERROMETAL_CHECK_LAYOUT
static_assert(sizeof(type_CullConstants) == 112, "type_CullConstants: size");
static_assert(__builtin_offsetof(type_CullConstants, Planes) == 0, "type_CullConstants::Planes: offset");
static_assert(__builtin_offsetof(type_CullConstants, InstanceCount) == 96, "type_CullConstants::InstanceCount: offset");
#endif

struct Instance {
    float4 sphere;
    uint meshId;
    packed_uint3 pad;
};
#ifdef FERROMETAL_CHECK_LAYOUT
static_assert(sizeof(Instance) == 32, "Instance: size");
static_assert(__builtin_offsetof(Instance, sphere) == 0, "Instance::sphere: offset");
static_assert(__builtin_offsetof(Instance, meshId) == 16, "Instance::meshId: offset");
static_assert(__builtin_offsetof(Instance, pad) == 20, "Instance::pad: offset");
#endif

bool SphereVisible(float4 sphere, constant type_CullConstants& CullConstants) {
    float4 sphere_1 = {};
    int i = {};
    sphere_1 = sphere;
    {
        i = 0;
        bool loop_init = true;
        while (true) {
            if (!loop_init) {
                int _e29 = i;
                i = _e29 + 1;
            }
            loop_init = false;
            int _e5 = i;
            if (!(_e5 < 6)) {
                break;
            }
            {
                int _e10 = i;
                float4 _e12 = CullConstants.Planes[_e10];
                float4 _e14 = sphere_1;
                int _e19 = i;
                float _e22 = CullConstants.Planes[_e19].w;
                float _e25 = sphere_1.w;
                if ((dot(_e12.xyz, _e14.xyz) + _e22) < (-_e25)) {
                    return false;
                }
            }
        }
    }
    return true;
}

kernel void main0(
    uint3 dtid [[thread_position_in_grid]],
    constant type_CullConstants& CullConstants [[buffer(0)]],
    const device Instance* Instances [[buffer(1)]],
    device uint* VisibleIndices [[buffer(2)]],
    device atomic_uint* VisibleCount [[buffer(3)]]
) {
    uint3 dtid_1 = {};
    uint index = {};
    uint slot = {};
    dtid_1 = dtid;
    uint _e4 = dtid_1.x;
    index = _e4;
    uint _e7 = index;
    uint _e8 = CullConstants.InstanceCount;
    if (_e7 >= _e8) {
        return;
    }
    uint _e11 = index;
    float4 _e14 = Instances[_e11].sphere;
    bool _e15 = SphereVisible(_e14, CullConstants);
    if (_e15) {
        {
            uint _e25 = atomic_fetch_add_explicit(&VisibleCount[0u >> 2u], 1u, memory_order_relaxed);
            slot = _e25;
            uint _e27 = slot;
            uint _e29 = index;
            VisibleIndices[_e27] = _e29;
        }
    }
    return;
}
