export default {
  create: "Crear token",
  creating: "Creando...",
  name: "Nombre",
  namePlaceholder: "Sincronización de recompensas de socios",
  scopes: "Permisos",
  brandName: "Marca del socio (como la nombran sus premios)",
  "scope.rewards:read": "Leer el catálogo de recompensas, incluidas las inactivas.",
  "scope.vouchers:redeem":
    "Comprobar y usar los vales de una marca socia en su caja: solo los de esa marca.",
  "scope.rewards:write": "Añadir recompensas y activarlas o desactivarlas.",
  "scope.waitlist:read": "Leer la lista de espera: sus correos y números de teléfono.",
  "scope.moderation:read":
    "Leer la cola de denuncias: quién denunció a quién (correo, nombre) y el fragmento del chat de cada denuncia.",
  "scope.insights:read":
    "Leer las cifras de Estadísticas (solo agregados, sin cifras pequeñas); cada lectura queda registrada.",
  expiry: "Caduca después de",
  days: "{n} días",
};
