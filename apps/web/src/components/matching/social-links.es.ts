export default { label: "Redes sociales de {nickname}", newTab: "(se abre en una pestaña nueva)" };
