#version 330 core
// Desktop 3.30 fragment shader: Phong lighting with a diffuse map.
in vec3 FragPos;
in vec3 Normal;
in vec2 TexCoord;
out vec4 FragColor;
uniform sampler2D diffuseMap;
uniform vec3 lightPos;
uniform vec3 viewPos;
uniform vec3 lightColor;

void main() {
    vec3 albedo = texture(diffuseMap, TexCoord).rgb;
    vec3 ambient = 0.1 * albedo;
    vec3 norm = normalize(Normal);
    vec3 lightDir = normalize(lightPos - FragPos);
    float diff = max(dot(norm, lightDir), 0.0);
    vec3 viewDir = normalize(viewPos - FragPos);
    vec3 reflectDir = reflect(-lightDir, norm);
    float spec = pow(max(dot(viewDir, reflectDir), 0.0), 32.0);
    FragColor = vec4(ambient + (diff * albedo + 0.5 * spec) * lightColor, 1.0);
}
